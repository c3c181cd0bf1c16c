"""Causal multi-head self-attention that can read and extend a KV cache."""
import jax
import jax.numpy as jnp

from .rotary import rotate


class CausalSelfAttention:
    def __init__(self, width, heads):
        self.width, self.heads, self.head_dim = width, heads, width // heads

    def init(self, key):
        k1, k2 = jax.random.split(key)
        scale = 1.0 / jnp.sqrt(self.width)
        return {"qkv": jax.random.normal(k1, (self.width, 3 * self.width)) * scale,
                "out": jax.random.normal(k2, (self.width, self.width)) * scale}

    def _heads(self, x):
        return x.reshape(x.shape[0], self.heads, self.head_dim)

    def _attend(self, q, k, v, mask):
        logits = jnp.einsum("qhd,khd->hqk", q, k) / jnp.sqrt(self.head_dim)
        logits = jnp.where(mask[None], logits, -1e9)
        return jnp.einsum("hqk,khd->qhd", jax.nn.softmax(logits, -1), v)

    def __call__(self, params, x, positions):
        q, k, v = jnp.split(x @ params["qkv"], 3, -1)
        q, k, v = rotate(self._heads(q), positions), rotate(self._heads(k), positions), self._heads(v)
        mask = positions[:, None] >= positions[None, :]
        out = self._attend(q, k, v, mask)
        return out.reshape(x.shape[0], self.width) @ params["out"]

    def decode(self, params, x, pos, cache):
        """One new token at position `pos`; `cache` holds (keys, values) of shape (max_len, heads, dim)."""
        positions = jnp.reshape(pos, (1,))
        q, k, v = jnp.split(x @ params["qkv"], 3, -1)
        q, k = rotate(self._heads(q), positions), rotate(self._heads(k), positions)
        keys, values = cache
        keys[pos] = k[0]  # expect: JAX701
        values = values.at[pos].set(self._heads(v)[0])
        mask = (jnp.arange(keys.shape[0]) <= pos)[None, :]
        out = self._attend(q, keys, values, mask)
        return out.reshape(1, self.width) @ params["out"], (keys, values)
