import jax.numpy as jnp


def fwd(x):
    return x, None


def bwd(_, g):
    scale = jnp.maximum(jnp.abs(g).max(), 1.0)
    return (g / scale,)
