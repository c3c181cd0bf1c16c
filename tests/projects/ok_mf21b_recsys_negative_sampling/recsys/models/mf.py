"""Matrix factorisation with user/item embedding tables and item biases."""
import jax
import jax.numpy as jnp

from .base import Recommender
from .registry import register


@register("mf")
class MatrixFactorization(Recommender):
    def init(self, key):
        ku, ki = jax.random.split(key)
        return {
            "user_emb": 0.1 * jax.random.normal(ku, (self.n_users, self.cfg.dim)),
            "item_emb": 0.1 * jax.random.normal(ki, (self.n_items, self.cfg.dim)),
            "item_bias": jnp.zeros(self.n_items),
        }

    def user_vectors(self, params, users):
        return params["user_emb"][users]

    def item_vectors(self, params, items):
        return params["item_emb"][items]

    def score(self, params, users, items):
        return super().score(params, users, items) + params["item_bias"][items]
