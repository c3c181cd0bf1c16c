import jax
import jax.numpy as jnp


class LogisticModel:
    def __init__(self, dim):
        self.dim = dim

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.dim,)), "b": jnp.zeros(())}

    def logits(self, params, x):
        return x @ params["w"] + params["b"]

    def loss(self, params, x, y):
        z = self.logits(params, x)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
