"""Shared pieces of aggregation rules."""
import jax
import jax.numpy as jnp


class WeightedMixin:
    def normalize(self, weights):
        return weights / max(weights.sum(), 1e-12)  # expect: JAX103


class PerLeafMixin:
    def per_leaf(self, fn, updates):
        return jax.tree_util.tree_map(fn, updates)

    def sort_clients(self, leaf):
        return jnp.sort(leaf, axis=0)
