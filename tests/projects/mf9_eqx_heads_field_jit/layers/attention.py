import equinox as eqx
import jax
import jax.numpy as jnp


class SelfAttention(eqx.Module):
    qkv: eqx.nn.Linear
    out: eqx.nn.Linear
    n_heads: int

    def __init__(self, dim, n_heads, key):
        k1, k2 = jax.random.split(key)
        self.qkv = eqx.nn.Linear(dim, 3 * dim, key=k1)
        self.out = eqx.nn.Linear(dim, dim, key=k2)
        self.n_heads = n_heads

    def __call__(self, x):
        seq, dim = x.shape
        qkv = jax.vmap(self.qkv)(x).reshape(seq, 3, self.n_heads, -1)  # expect: JAX202
        q, k, v = qkv[:, 0], qkv[:, 1], qkv[:, 2]
        logits = jnp.einsum("qhd,khd->hqk", q, k) / jnp.sqrt(q.shape[-1])
        mixed = jnp.einsum("hqk,khd->qhd", jax.nn.softmax(logits, axis=-1), v)
        return jax.vmap(self.out)(mixed.reshape(seq, dim))
