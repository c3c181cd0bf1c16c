import jax
import jax.numpy as jnp

from .linear import LogisticModel


class MLPModel(LogisticModel):
    def __init__(self, dim, hidden=(16, 16)):
        super().__init__(dim)
        self.sizes = []
        for d_in, d_out in zip((dim,) + hidden, hidden + (1,)):
            self.sizes.append((d_in, d_out))

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes))
        return {"layers": [{"w": jax.random.normal(k, s) / jnp.sqrt(s[0]), "b": jnp.zeros(s[1])}
                           for k, s in zip(keys, self.sizes)]}

    def logits(self, params, x):
        for layer in params["layers"][:-1]:
            x = jax.nn.relu(x @ layer["w"] + layer["b"])
        return (x @ params["layers"][-1]["w"] + params["layers"][-1]["b"])[..., 0]
