"""Deep & Cross: explicit feature crosses x0 * (x w) + b + x, stacked, then a linear head."""
import jax
import jax.numpy as jnp

from .base import Ranker
from .layers import MLP


class DCN(Ranker):
    def __init__(self, columns, hidden=(32,), crosses=2):
        super().__init__(columns)
        self.width = sum(c.width for c in self.columns)
        self.crosses, self.head = crosses, MLP(self.width, hidden)

    def init(self, rng):
        keys = jax.random.split(rng, self.crosses + 2)
        cross = [{"w": 0.1 * jax.random.normal(k, (self.width,)), "b": jnp.zeros(self.width)} for k in keys[2:]]
        return {"columns": self.init_columns(keys[0]), "head": self.head.init(keys[1]), "cross": cross}

    def score(self, params, batch):
        x0 = jnp.concatenate(self.features(params, batch), axis=-1)
        x = x0
        for layer in params["cross"]:
            x = x0 * (x @ layer["w"])[..., None] + layer["b"] + x
        return self.head.apply(params["head"], x)[..., 0]
