import jax.numpy as jnp


def clip_by_norm(g, max_norm=1.0):
    norm = jnp.linalg.norm(g)
    return g * jnp.minimum(1.0, max_norm / norm)
