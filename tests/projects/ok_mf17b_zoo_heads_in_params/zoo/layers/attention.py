import jax
import jax.numpy as jnp


def init_attention(key, d_model, n_heads):
    k_qkv, k_out = jax.random.split(key)
    return {
        "wqkv": jax.random.normal(k_qkv, (d_model, 3, n_heads, d_model // n_heads)) / jnp.sqrt(d_model),
        "wo": jax.random.normal(k_out, (d_model, d_model)) / jnp.sqrt(d_model),
    }


def self_attention(p, x):
    """Causal multi-head self-attention over a (T, D) sequence."""
    t, d = x.shape
    qkv = jnp.einsum("td,dshe->tshe", x, p["wqkv"])
    q, k, v = qkv[:, 0], qkv[:, 1], qkv[:, 2]
    scores = jnp.einsum("thd,shd->hts", q, k) / jnp.sqrt(q.shape[-1])
    mask = jnp.tril(jnp.ones((t, t), dtype=bool))
    weights = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
    out = jnp.einsum("hts,shd->thd", weights, v).reshape(t, d)
    return out @ p["wo"]
