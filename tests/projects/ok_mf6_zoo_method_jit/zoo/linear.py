import jax
import jax.numpy as jnp

from .registry import register


@register("linear")
class Linear:
    def __init__(self, features=4):
        self.features = features

    def init(self, key, dim):
        return {"w": jax.random.normal(key, (dim, self.features)) * 0.1}

    def apply(self, params, x):
        return jnp.dot(x, params["w"])
