import jax.numpy as jnp


def global_norm(g):
    return jnp.sqrt(jnp.sum(g ** 2))


def clip_by_norm(g, max_norm):
    if max_norm is None:
        return g
    norm = global_norm(g)
    scale = jnp.where(norm > max_norm, max_norm / norm, 1.0)
    return g * scale
