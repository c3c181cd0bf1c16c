import jax.numpy as jnp


def global_norm(g):
    return jnp.sqrt(jnp.sum(g ** 2))


def clip_by_norm(g, max_norm):
    norm = global_norm(g)
    if norm > max_norm:  # expect: JAX101
        g = g * (max_norm / norm)
    return g
