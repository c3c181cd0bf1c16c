"""Rotary position embeddings for queries and keys."""
import jax.numpy as jnp
import numpy as np


def rotate(x, positions):
    half = x.shape[-1] // 2
    freqs = 1.0 / (10000.0 ** (jnp.arange(half) / half))
    angles = np.outer(positions, freqs)  # expect: JAX501
    cos, sin = jnp.cos(angles)[:, None, :], jnp.sin(angles)[:, None, :]
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)
