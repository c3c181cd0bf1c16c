"""Feature columns turn a raw batch field into model inputs; each names the field it reads."""
import abc

import jax
import jax.numpy as jnp


class FeatureColumn(abc.ABC):
    def __init__(self, key):
        self.key = key

    def init(self, rng):
        return {}

    @abc.abstractmethod
    def transform(self, params, values):
        """Raw values of shape (groups, candidates) to (groups, candidates, width)."""


class NumericColumn(FeatureColumn):
    width = 1

    def __init__(self, key, normalizer=(0.0, 1.0)):
        super().__init__(key)
        self.mean, self.std = normalizer

    def transform(self, params, values):
        return ((values - self.mean) / self.std)[..., None]


class CategoricalColumn(FeatureColumn):
    def __init__(self, key, buckets):
        super().__init__(key)
        self.buckets = buckets

    def transform(self, params, values):
        return jnp.remainder(values * 31 + 7, self.buckets)


class EmbeddingColumn(FeatureColumn):
    def __init__(self, categorical, dim):
        super().__init__(categorical.key)
        self.categorical, self.width = categorical, dim

    def init(self, rng):
        return {"table": 0.05 * jax.random.normal(rng, (self.categorical.buckets, self.width))}

    def transform(self, params, values):
        ids = self.categorical.transform({}, values)
        return jnp.take(params["table"], ids, axis=0)
