import jax
import jax.numpy as jnp

from base import Encoder


class AttentionPoolEncoder(Encoder):
    def __init__(self, emb, query):
        super().__init__(emb)
        self.query = query

    def pool(self, h):
        weights = jax.nn.softmax(h @ self.query)
        keep = jnp.nonzero(weights > 0.05)[0]  # expect: JAX602
        return jnp.sum(h[keep] * weights[keep, None], axis=0)
