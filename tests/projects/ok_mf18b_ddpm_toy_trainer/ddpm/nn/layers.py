"""Parameter dicts and the pure functions that apply them."""
import jax
import jax.numpy as jnp


def dense_init(key, n_in, n_out, scale=1.0):
    w = jax.random.normal(key, (n_in, n_out)) * scale / jnp.sqrt(n_in)
    return {"w": w, "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


def layer_norm(x, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + eps)
