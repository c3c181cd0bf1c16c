"""Multi-head self-attention over a sequence of tokens."""
import jax
import jax.numpy as jnp


class SelfAttention:
    def __init__(self, dim, heads):
        self.dim, self.heads = dim, heads

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"qkv": jax.random.normal(k1, (self.dim, 3 * self.dim)) / jnp.sqrt(self.dim),
                "out": jax.random.normal(k2, (self.dim, self.dim)) / jnp.sqrt(self.dim)}

    def __call__(self, p, x):
        b, t, d = x.shape
        q, k, v = jnp.split(x @ p["qkv"], 3, axis=-1)
        split = lambda a: a.reshape(b, t, self.heads, d // self.heads).transpose(0, 2, 1, 3)
        q, k, v = split(q), split(k), split(v)
        att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(d // self.heads), axis=-1)
        return (att @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ p["out"]
