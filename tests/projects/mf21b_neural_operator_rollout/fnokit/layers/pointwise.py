"""A per-grid-point linear map (a 1x1 convolution)."""
import jax
import jax.numpy as jnp


class Pointwise:
    def __init__(self, n_in, n_out):
        self.n_in, self.n_out = n_in, n_out

    def init(self, key):
        return {"w": jax.random.normal(key, (self.n_in, self.n_out)) / jnp.sqrt(self.n_in),
                "b": jnp.zeros(self.n_out)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]
