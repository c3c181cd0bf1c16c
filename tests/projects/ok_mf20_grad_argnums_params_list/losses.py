import jax.numpy as jnp

from net import apply


def regularised_loss(sizes, params, x, y, max_norm=10.0):
    penalty = 0.0
    for w in params:
        penalty = penalty + jnp.maximum(jnp.linalg.norm(w) - max_norm, 0.0)
    return jnp.mean((apply(sizes, params, x) - y) ** 2) + penalty
