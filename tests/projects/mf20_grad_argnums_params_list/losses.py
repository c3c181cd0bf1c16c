import jax.numpy as jnp

from net import apply


def regularised_loss(sizes, params, x, y, max_norm=10.0):
    penalty = 0.0
    for w in params:
        if jnp.linalg.norm(w) > max_norm:  # expect: JAX101
            penalty = penalty + jnp.linalg.norm(w) - max_norm
    return jnp.mean((apply(sizes, params, x) - y) ** 2) + penalty
