"""Normalisation layers by name."""
import jax.numpy as jnp


class RMSNorm:
    def init(self, width):
        return {"scale": jnp.ones((width,))}

    def __call__(self, params, x):
        return params["scale"] * x / jnp.sqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6)


class LayerNorm:
    def init(self, width):
        return {"scale": jnp.ones((width,)), "bias": jnp.zeros((width,))}

    def __call__(self, params, x):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return params["scale"] * (x - mean) / jnp.sqrt(var + 1e-6) + params["bias"]


NORMS = {"rms": RMSNorm, "layer": LayerNorm}
