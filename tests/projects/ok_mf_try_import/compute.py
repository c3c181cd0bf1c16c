import jax.numpy as jnp


def halve_large(x):
    if x.ndim > 1:
        x = x.reshape(-1)
    return jnp.where(x.sum() > 10.0, x / 2.0, x)
