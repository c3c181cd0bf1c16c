"""Pairwise distances between rows of two input arrays."""
import jax.numpy as jnp


def sq_dist(x1, x2, lengthscale):
    a = x1 / lengthscale
    b = x2 / lengthscale
    d2 = jnp.sum(a ** 2, -1)[:, None] + jnp.sum(b ** 2, -1)[None, :] - 2.0 * a @ b.T
    return jnp.maximum(d2, 0.0)
