import jax.numpy as jnp


def clip_leaf(g, max_norm=1.0):
    norm = jnp.linalg.norm(g)
    if norm > max_norm:  # expect: JAX101
        g = g * (max_norm / norm)
    return g
