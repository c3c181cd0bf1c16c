import jax.numpy as jnp


def huber(residual, delta):
    r = jnp.abs(residual).mean()
    return jnp.where(r < delta, 0.5 * r ** 2, delta * (r - 0.5 * delta))
