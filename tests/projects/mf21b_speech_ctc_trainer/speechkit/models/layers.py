"""Parameterised layers as small objects with init/apply."""
import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in, self.n_out = n_in, n_out

    def init(self, key):
        w = jax.random.normal(key, (self.n_in, self.n_out)) / jnp.sqrt(self.n_in)
        return {"w": w, "b": jnp.zeros(self.n_out)}

    def apply(self, params, x):
        return x @ params["w"] + params["b"]


class TemporalConv:
    """A 1-D convolution over frames written as a sum of shifted matmuls ('same' padding)."""

    def __init__(self, n_in, n_out, width, activation="relu"):
        self.n_in, self.n_out, self.width = n_in, n_out, width
        self.activation = getattr(jax.nn, activation)

    def init(self, key):
        w = jax.random.normal(key, (self.width, self.n_in, self.n_out)) / jnp.sqrt(self.width * self.n_in)
        return {"w": w, "b": jnp.zeros(self.n_out)}

    def apply(self, params, x):
        pad = self.width // 2
        xp = jnp.pad(x, ((pad, pad), (0, 0)))
        out = sum(xp[k:k + x.shape[0]] @ params["w"][k] for k in range(self.width))
        return self.activation(out + params["b"])


def layer_norm(x, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(var + eps)
