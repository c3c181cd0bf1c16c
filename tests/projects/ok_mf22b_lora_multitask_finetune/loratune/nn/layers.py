import math

import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in, self.n_out = n_in, n_out

    def init(self, key):
        return {"w": jax.random.normal(key, (self.n_in, self.n_out)) / math.sqrt(self.n_in)}

    def __call__(self, params, x, **_):
        return x @ params["w"]


def layer_norm(x, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(x.var(-1, keepdims=True) + eps)
