"""Two-tower model: embeddings refined by MLP towers, cosine scores with a learned scale."""
import jax
import jax.numpy as jnp

from .base import Recommender
from .registry import register


def mlp_init(key, widths):
    params = []
    for k, (n_in, n_out) in zip(jax.random.split(key, len(widths) - 1), zip(widths[:-1], widths[1:])):
        params.append({"w": jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)})
    return params


@register("two_tower")
class TwoTower(Recommender):
    def __init__(self, cfg, n_users, n_items):
        super().__init__(cfg, n_users, n_items)
        self.act = getattr(jax.nn, cfg.activation)
        self.widths = (cfg.dim, *cfg.tower_widths)

    def init(self, key):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        return {
            "user_emb": 0.1 * jax.random.normal(k1, (self.n_users, self.cfg.dim)),
            "item_emb": 0.1 * jax.random.normal(k2, (self.n_items, self.cfg.dim)),
            "user_tower": mlp_init(k3, self.widths),
            "item_tower": mlp_init(k4, self.widths),
            "log_scale": jnp.asarray(1.0),
        }

    def _tower(self, layers, x):
        for i, layer in enumerate(layers):
            x = x @ layer["w"] + layer["b"]
            if i < len(layers) - 1:
                x = self.act(x)
        return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + 1e-6)

    def user_vectors(self, params, users):
        return self._tower(params["user_tower"], params["user_emb"][users])

    def item_vectors(self, params, items):
        return self._tower(params["item_tower"], params["item_emb"][items])

    def score(self, params, users, items):
        scale = max(self.cfg.min_scale, jnp.exp(params["log_scale"]))  # expect: JAX103
        return scale * super().score(params, users, items)
