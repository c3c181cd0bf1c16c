import jax.numpy as jnp


def fwd(x):
    return x, None


def bwd(_, g):
    if jnp.abs(g).max() > 1.0:  # expect: JAX101
        g = g / jnp.abs(g).max()
    return (g,)
