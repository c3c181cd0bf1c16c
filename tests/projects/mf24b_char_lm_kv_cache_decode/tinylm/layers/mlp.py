"""The position-wise feed-forward block."""
import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, width, hidden):
        self.width, self.hidden = width, hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w_in": jax.random.normal(k1, (self.width, self.hidden)) / jnp.sqrt(self.width),
                "w_out": jax.random.normal(k2, (self.hidden, self.width)) / jnp.sqrt(self.hidden)}

    def __call__(self, params, x):
        return jax.nn.gelu(x @ params["w_in"]) @ params["w_out"]
