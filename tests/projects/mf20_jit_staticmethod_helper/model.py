import jax
import jax.numpy as jnp

from utils import gelu, layer_norm


class MLP:
    @staticmethod
    def init(key, width):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (width, 4 * width)) * 0.1,
                "w2": jax.random.normal(k2, (4 * width, width)) * 0.1}

    @staticmethod
    @jax.jit
    def forward(params, x):
        h = gelu(layer_norm(x) @ params["w1"])
        return x + h @ params["w2"]
