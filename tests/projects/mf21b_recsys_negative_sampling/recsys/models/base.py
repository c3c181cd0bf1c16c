"""Abstract recommender: subclasses score (user, item) pairs; the BPR loss is shared."""
import abc

import jax
import jax.numpy as jnp

from ..data.sampler import sample_negatives


class Recommender(abc.ABC):
    def __init__(self, cfg, n_users, n_items):
        self.cfg = cfg
        self.n_users, self.n_items = n_users, n_items

    @abc.abstractmethod
    def init(self, key):
        ...

    @abc.abstractmethod
    def user_vectors(self, params, users):
        ...

    @abc.abstractmethod
    def item_vectors(self, params, items):
        ...

    def score(self, params, users, items):
        return jnp.sum(self.user_vectors(params, users) * self.item_vectors(params, items), axis=-1)

    def score_all(self, params, users):
        return self.user_vectors(params, users) @ self.item_vectors(params, jnp.arange(self.n_items)).T

    def bpr_loss(self, params, batch, key, positives, popularity, n_negatives, sampler):
        keys = jax.random.split(key, batch["users"].shape[0])
        negatives = jax.vmap(
            lambda k, u: sample_negatives(k, positives[u], self.n_items, popularity, n_negatives, sampler)
        )(keys, batch["users"])
        pos = self.score(params, batch["users"], batch["items"])
        neg = self.score(params, batch["users"][:, None], negatives)
        return -jnp.mean(jax.nn.log_sigmoid(pos[:, None] - neg))
