import jax.numpy as jnp


def polyval(coeffs, x):
    return jnp.polyval(coeffs, x)
