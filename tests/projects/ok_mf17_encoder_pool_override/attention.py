import jax
import jax.numpy as jnp

from base import Encoder


class AttentionPoolEncoder(Encoder):
    def __init__(self, emb, query):
        super().__init__(emb)
        self.query = query

    def pool(self, h):
        weights = jax.nn.softmax(h @ self.query)
        kept = jnp.where(weights > 0.05, weights, 0.0)
        return jnp.sum(h * kept[:, None], axis=0)
