"""Rotary position embeddings (RoFormer): rotate feature pairs by position-dependent angles."""
import jax.numpy as jnp
import numpy as np


def rotary_angles(positions, head_dim, base=10000.0):
    inv_freq = 1.0 / (base ** (jnp.arange(0, head_dim, 2) / head_dim))
    return np.outer(positions, inv_freq)  # expect: JAX501


def apply_rotary(x, positions):
    """x: [B, T, H, Dh]; positions: [T]."""
    angles = rotary_angles(positions, x.shape[-1])
    sin = jnp.sin(angles)[None, :, None, :]
    cos = jnp.cos(angles)[None, :, None, :]
    x1, x2 = x[..., ::2], x[..., 1::2]
    rotated = jnp.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)
    return rotated.reshape(x.shape)
