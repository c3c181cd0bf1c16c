"""Dense layers and the sinusoidal time embedding."""
import math

import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in, self.n_out = n_in, n_out

    def init(self, key):
        w = jax.random.normal(key, (self.n_in, self.n_out)) / math.sqrt(self.n_in)
        return {"w": w, "b": jnp.zeros(self.n_out)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


def time_embedding(t, dim, max_period=10000.0):
    half = dim // 2
    freqs = jnp.exp(-math.log(max_period) * jnp.arange(half) / half)
    args = t[:, None].astype(jnp.float32) * freqs[None]
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)
