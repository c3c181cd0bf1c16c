"""Causal multi-head self-attention, with or without a cache."""
import math

import jax
import jax.numpy as jnp

from .rotary import apply_rotary


def attention(p, x, positions, cfg, cache=None):
    B, T, D = x.shape
    split = lambda y: y.reshape(B, T, cfg.n_heads, cfg.head_dim)
    q, k, v = split(x @ p["wq"]), split(x @ p["wk"]), split(x @ p["wv"])
    q, k = apply_rotary(q, positions), apply_rotary(k, positions)
    if cache is None:
        keys, values, key_pos = k, v, positions
    else:
        cache = cache.update(k, v, positions[0])
        keys, values = cache.k, cache.v
        key_pos = jnp.arange(cache.k.shape[1])
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, keys) / math.sqrt(cfg.head_dim)
    causal = key_pos[None, :] <= positions[:, None]
    scores = jnp.where(causal[None, None], scores, -1e9)
    out = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), values)
    return out.reshape(B, T, D) @ p["wo"], cache
