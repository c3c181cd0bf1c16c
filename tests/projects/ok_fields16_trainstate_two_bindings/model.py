import jax
import jax.numpy as jnp


def init(key, d_in=4, d_hidden=8):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, d_hidden)) * 0.5,
        "w2": jax.random.normal(k2, (d_hidden, 1)) * 0.5,
    }


def apply(params, x):
    h = jnp.tanh(x @ params["w1"])
    h = jnp.where(h.mean() > 0.5, h * 0.5, h)
    return h @ params["w2"]


def apply_debug(params, x):
    h = jnp.tanh(x @ params["w1"])
    if h.mean() > 0.5:  # eager only: evaluate.py never traces it
        h = h * 0.5
    return h @ params["w2"]
