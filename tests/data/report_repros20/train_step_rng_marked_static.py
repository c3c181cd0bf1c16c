# Thread: https://github.com/google/flax/issues/2410
# Shape: a train step wrapped with `static_argnums` that (by mistake) covers the PRNG key position; the key is a JAX array, which cannot be hashed as a static argument
# expect: ValueError at line 20
import jax
import jax.numpy as jnp


def train_step(params, rng, batch):
    noise = 0.01 * jax.random.normal(rng, params["w"].shape)
    grads = jax.grad(lambda p: jnp.mean((batch @ (p["w"] + noise)) ** 2))(params)
    return {"w": params["w"] - 0.1 * grads["w"]}


train_step = jax.jit(train_step, static_argnums=(1,))

params = {"w": jnp.ones((3, 2))}
rng = jax.random.PRNGKey(42)
for _ in range(2):
    rng, step_rng = jax.random.split(rng)
    params = train_step(params, step_rng, jnp.ones((4, 3)))
print(params["w"].sum())
