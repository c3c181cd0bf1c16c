import jax.numpy as jnp


def clip_leaf(g, limit):
    if limit is None or limit <= 0:
        return g
    norm = jnp.linalg.norm(g)
    return g * jnp.minimum(1.0, limit / jnp.maximum(norm, 1e-12))
