"""Group normalisation (batch-size independent, no running statistics)."""
import jax.numpy as jnp


class GroupNorm:
    def __init__(self, channels, groups, eps=1e-5):
        self.channels, self.groups, self.eps = channels, groups, eps

    def init(self, key):
        return {"scale": jnp.ones((self.channels,)), "bias": jnp.zeros((self.channels,))}

    def __call__(self, p, x):
        n, h, w, c = x.shape
        g = x.reshape(n, h, w, self.groups, c // self.groups)
        mean = g.mean(axis=(1, 2, 4), keepdims=True)
        var = g.var(axis=(1, 2, 4), keepdims=True)
        g = (g - mean) / jnp.sqrt(var + self.eps)
        return g.reshape(n, h, w, c) * p["scale"] + p["bias"]
