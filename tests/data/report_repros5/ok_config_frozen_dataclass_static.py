# Thread: https://github.com/google-research/long-range-arena/issues/7
# Shape: the config is a frozen dataclass, hashable as a static argument
# expect: ok
import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Config:
    learning_rate: float = 0.05
    num_layers: int = 2


@functools.partial(jax.jit, static_argnums=(2,))
def train_step(params, batch, config):
    def loss_fn(p):
        return jnp.mean((batch["x"] @ p - batch["y"]) ** 2)

    grads = jax.grad(loss_fn)(params)
    return params - config.learning_rate * grads


batch = {"x": jnp.ones((4, 3)), "y": jnp.zeros(4)}
params = train_step(jnp.ones(3), batch, Config())
