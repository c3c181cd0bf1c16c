# Thread: https://github.com/google/flax/issues/2410
# Shape: the maintainer's advice: a key (an array) is a traced argument, not a static one
# expect: ok
import jax
import jax.numpy as jnp


def train_step(params, rng, batch):
    noise = 0.01 * jax.random.normal(rng, params["w"].shape)
    grads = jax.grad(lambda p: jnp.mean((batch @ (p["w"] + noise)) ** 2))(params)
    return {"w": params["w"] - 0.1 * grads["w"]}


train_step = jax.jit(train_step)

params = {"w": jnp.ones((3, 2))}
rng = jax.random.PRNGKey(42)
for _ in range(2):
    rng, step_rng = jax.random.split(rng)
    params = train_step(params, step_rng, jnp.ones((4, 3)))
print(params["w"].sum())
