"""Multi-head causal self-attention."""
import jax
import jax.numpy as jnp


class CausalSelfAttention:
    def __init__(self, d_model, n_heads):
        self.d_model, self.n_heads = d_model, n_heads
        self.d_head = d_model // n_heads

    def init(self, key):
        kq, ko = jax.random.split(key)
        scale = 1.0 / jnp.sqrt(self.d_model)
        return {"qkv": scale * jax.random.normal(kq, (self.d_model, 3 * self.d_model)),
                "out": scale * jax.random.normal(ko, (self.d_model, self.d_model))}

    def __call__(self, params, x):
        t = x.shape[0]
        q, k, v = jnp.split(x @ params["qkv"], 3, axis=-1)
        q, k, v = (a.reshape(t, self.n_heads, self.d_head).transpose(1, 0, 2) for a in (q, k, v))
        logits = q @ k.transpose(0, 2, 1) / jnp.sqrt(self.d_head)
        causal = jnp.tril(jnp.ones((t, t), dtype=bool))
        weights = jax.nn.softmax(jnp.where(causal, logits, -1e9), axis=-1)
        out = (weights @ v).transpose(1, 0, 2).reshape(t, self.d_model)
        return out @ params["out"]
