import jax.numpy as jnp

from ops import clip_gradient


def loss(w, x):
    h = clip_gradient(x @ w, -1.0, 1.0)
    return jnp.sum(h**2)
