import jax.numpy as jnp


def sphere(x):
    return jnp.sum(x**2)
