"""Aggregation rules by name: stacked client updates (leading axis = clients) to one update."""
import jax.numpy as jnp

from .mixins import PerLeafMixin, WeightedMixin


class FedAvg(WeightedMixin, PerLeafMixin):
    def __init__(self, **unused):
        pass

    def __call__(self, updates, sizes):
        w = self.normalize(sizes)
        return self.per_leaf(lambda leaf: jnp.tensordot(w, leaf, axes=1), updates)


class TrimmedMean(WeightedMixin, PerLeafMixin):
    def __init__(self, trim=1, **unused):
        self.trim = trim

    def __call__(self, updates, sizes):
        w = self.normalize(sizes)
        scaled = self.per_leaf(lambda leaf: leaf * (w * sizes.shape[0]).reshape((-1,) + (1,) * (leaf.ndim - 1)),
                               updates)
        k = self.trim
        return self.per_leaf(lambda leaf: self.sort_clients(leaf)[k:leaf.shape[0] - k].mean(axis=0), scaled)


class CoordinateMedian(PerLeafMixin):
    def __init__(self, **unused):
        pass

    def __call__(self, updates, sizes):
        return self.per_leaf(lambda leaf: jnp.median(leaf, axis=0), updates)


AGGREGATORS = {"fedavg": FedAvg, "trimmed_mean": TrimmedMean, "median": CoordinateMedian}


def load_aggregator(name, **options):
    return AGGREGATORS[name](**options)
