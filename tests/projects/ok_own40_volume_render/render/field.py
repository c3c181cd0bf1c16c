import jax
import jax.numpy as jnp


def init_field(key, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (3, hidden)) * 0.5,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, 4)) * 0.5,
        "b2": jnp.zeros(4),
    }


def query(params, points):
    h = jnp.tanh(points @ params["w1"] + params["b1"])
    out = h @ params["w2"] + params["b2"]
    density = jax.nn.softplus(out[..., 0])
    color = jax.nn.sigmoid(out[..., 1:])
    return density, color
