"""Noise-level embeddings."""
import jax
import jax.numpy as jnp


def init_fourier(key, dim, scale=16.0):
    return jax.random.normal(key, (dim // 2,)) * scale


def fourier_features(log_sigma, W):
    proj = log_sigma[:, None] * W[None, :] * 2.0 * jnp.pi
    return jnp.concatenate([jnp.sin(proj), jnp.cos(proj)], axis=-1)
