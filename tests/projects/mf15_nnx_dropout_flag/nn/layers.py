import jax
import jax.numpy as jnp

from nn.core import Module


class Linear(Module):
    def __init__(self, n_in, n_out):
        self.n_in = n_in
        self.n_out = n_out

    def init(self, key):
        w = jax.random.normal(key, (self.n_in, self.n_out)) / jnp.sqrt(self.n_in)
        return {"w": w, "b": jnp.zeros(self.n_out)}

    def __call__(self, params, x, *, key=None, deterministic=True):
        return x @ params["w"] + params["b"]


class Dropout(Module):
    def __init__(self, rate):
        self.rate = rate

    def __call__(self, params, x, *, key=None, deterministic=True):
        if not deterministic:  # expect: JAX101
            keep = jax.random.bernoulli(key, 1.0 - self.rate, x.shape)
            return jnp.where(keep, x / (1.0 - self.rate), 0.0)
        return x


class Sequential(Module):
    def __init__(self, *layers):
        self.layers = layers

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def __call__(self, params, x, *, key=None, deterministic=True):
        for layer, p in zip(self.layers, params):
            key, sub = jax.random.split(key)
            x = layer(p, x, key=sub, deterministic=deterministic)
        return x
