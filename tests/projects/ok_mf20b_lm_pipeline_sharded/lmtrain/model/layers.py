"""Parameter-free layer objects: each has init(key) -> params and apply(params, x)."""
import math

import jax
import jax.numpy as jnp
import numpy as np


class Dense:
    def __init__(self, d_in, d_out):
        self.d_in, self.d_out = d_in, d_out

    def init(self, key):
        w = jax.random.normal(key, (self.d_in, self.d_out)) / math.sqrt(self.d_in)
        return {"w": w, "b": jnp.zeros((self.d_out,))}

    def apply(self, params, x):
        return x @ params["w"] + params["b"]


class Embedding:
    def __init__(self, vocab, dim):
        self.vocab, self.dim = vocab, dim

    def init(self, key):
        return {"table": 0.02 * jax.random.normal(key, (self.vocab, self.dim))}

    def apply(self, params, ids):
        return params["table"][ids]

    def attend(self, params, h):
        return h @ params["table"].T


class LayerNorm:
    def __init__(self, dim, eps=1e-5):
        self.dim, self.eps = dim, eps

    def init(self, key):
        return {"scale": jnp.ones((self.dim,)), "bias": jnp.zeros((self.dim,))}

    def apply(self, params, x):
        mean = x.mean(axis=-1, keepdims=True)
        var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
        inv = 1.0 / jnp.sqrt(var + self.eps)
        return (x - mean) * inv * params["scale"] + params["bias"]
