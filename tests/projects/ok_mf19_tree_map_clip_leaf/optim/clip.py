import jax.numpy as jnp


def clip_leaf(g, max_norm=1.0):
    norm = jnp.linalg.norm(g)
    return g * jnp.minimum(1.0, max_norm / jnp.maximum(norm, 1e-12))
