import math

import jax.numpy as jnp


def flatten(x):
    return x.reshape(x.shape[0], math.prod(x.shape[1:]))


def block(w, x, use_bias):
    h = x @ w
    if use_bias:
        h = h + 1.0
    if h.ndim == 2 and h.shape[-1] > 1:
        h = jnp.where(h > 0, h, 0.0)
    return h
