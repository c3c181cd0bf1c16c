import jax.numpy as jnp


def clip_leaf(g, limit):
    norm = jnp.linalg.norm(g)
    if norm > limit:  # expect: JAX101
        return g * (limit / norm)
    return g
