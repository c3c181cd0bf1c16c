"""Causal multi-head self-attention whose projections may be LoRA-wrapped."""
import jax
import jax.numpy as jnp

from ..lora.adapters import wrap_if_targeted
from .layers import Dense


class SelfAttention:
    def __init__(self, dim, heads, lora):
        self.dim, self.heads = dim, heads
        self.proj = {name: wrap_if_targeted(name, Dense(dim, dim), lora) for name in ("q", "k", "v", "o")}

    def init(self, key):
        keys = jax.random.split(key, 4)
        return {name: layer.init(k) for (name, layer), k in zip(self.proj.items(), keys)}

    def __call__(self, params, x, task):
        b, t, _ = x.shape
        split = lambda y: y.reshape(b, t, self.heads, -1).transpose(0, 2, 1, 3)
        q, k, v = (split(self.proj[n](params[n], x, task=task)) for n in ("q", "k", "v"))
        scores = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(q.shape[-1])
        causal = jnp.tril(jnp.ones((t, t), bool))
        weights = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
        out = (weights @ v).transpose(0, 2, 1, 3).reshape(b, t, self.dim)
        return self.proj["o"](params["o"], out, task=task)
