import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, sizes):
        self.sizes = sizes

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [jax.random.normal(k, (a, b)) * 0.1 for k, a, b in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def apply(self, params, x):
        for w in params[:-1]:
            x = jax.nn.relu(x @ w)
        return x @ params[-1]
