"""Causal multi-head self-attention."""
import math

import jax
import jax.numpy as jnp

from .layers import Dense


class CausalSelfAttention:
    def __init__(self, d_model, n_heads):
        self.n_heads = n_heads
        self.head_dim = d_model // n_heads
        self.qkv = Dense(d_model, 3 * d_model)
        self.out = Dense(d_model, d_model)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"qkv": self.qkv.init(k1), "out": self.out.init(k2)}

    def apply(self, params, x):
        B, T, D = x.shape
        qkv = self.qkv.apply(params["qkv"], x).reshape(B, T, 3, self.n_heads, self.head_dim)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(self.head_dim)
        causal = jnp.tril(jnp.ones((T, T), dtype=bool))
        logits = jnp.where(causal, logits, -1e9)
        weights = jax.nn.softmax(logits, axis=-1)
        h = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(B, T, D)
        return self.out.apply(params["out"], h)
