import jax.numpy as jnp


def huber(residual, delta):
    r = jnp.abs(residual).mean()
    if r < delta:  # expect: JAX101
        return 0.5 * r ** 2
    return delta * (r - 0.5 * delta)
