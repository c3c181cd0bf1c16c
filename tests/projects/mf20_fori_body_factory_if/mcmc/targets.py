import jax.numpy as jnp


def gaussian(x):
    return -0.5 * jnp.sum(x**2)


def banana(x):
    return -0.5 * (x[0] ** 2 + (x[1] - x[0] ** 2) ** 2)
