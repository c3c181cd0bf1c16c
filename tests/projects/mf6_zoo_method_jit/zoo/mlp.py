import jax
import numpy as np

from .linear import Linear
from .registry import register


@register("mlp")
class MLP(Linear):
    def __init__(self, features=4, depth=2):
        super().__init__(features)
        self.depth = depth

    def init(self, key, dim):
        keys = jax.random.split(key, self.depth)
        params = []
        for i, k in enumerate(keys):
            params.append(super().init(k, dim if i == 0 else self.features))
        return params

    def apply(self, params, x):
        h = x
        for layer in params:
            h = np.tanh(super().apply(layer, h))  # expect: JAX501
        return h
