# Thread: https://github.com/google-research/long-range-arena/issues/7
# Shape: a training config dict is passed in a static_argnums position of the jitted train step
# expect: ValueError at line 21
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(2,))
def train_step(params, batch, config):
    def loss_fn(p):
        return jnp.mean((batch["x"] @ p - batch["y"]) ** 2)

    grads = jax.grad(loss_fn)(params)
    return params - config["learning_rate"] * grads


config = {"learning_rate": 0.05, "num_layers": 2}
batch = {"x": jnp.ones((4, 3)), "y": jnp.zeros(4)}
params = train_step(jnp.ones(3), batch, config)
