"""A one-layer toy decoder with a key/value cache."""
import jax
import jax.numpy as jnp


def init_params(key, vocab, dim):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (vocab, dim)) * 0.1,
        "wqkv": jax.random.normal(k2, (dim, 3 * dim)) * 0.1,
        "out": jax.random.normal(k3, (dim, vocab)) * 0.1,
    }


def init_cache(max_len, dim):
    return {"k": jnp.zeros((max_len, dim)), "v": jnp.zeros((max_len, dim))}


def attend(q, cache, pos):
    keys = cache["k"][: pos + 1]  # expect: JAX202
    values = cache["v"][: pos + 1]  # expect: JAX202
    weights = jax.nn.softmax(keys @ q / jnp.sqrt(q.shape[-1]))
    return weights @ values


def decode_step(params, cache, token, pos):
    x = params["embed"][token]
    q, k, v = jnp.split(x @ params["wqkv"], 3)
    cache = {"k": cache["k"].at[pos].set(k), "v": cache["v"].at[pos].set(v)}
    h = attend(q, cache, pos)
    return h @ params["out"], cache
