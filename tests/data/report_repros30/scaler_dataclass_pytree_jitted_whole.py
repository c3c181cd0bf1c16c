# Thread: https://github.com/jax-ml/jax/issues/17197
# Shape: a `@dataclass` with `__call__` registered as a pytree by `register_pytree_node` is handed to `jax.jit` whole; jit hashes the callable it wraps, and a dataclass with `eq=True` sets `__hash__ = None`: TypeError unhashable type (a plain class with the same registration works)
# expect: TypeError at line 36
from dataclasses import dataclass

import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


@dataclass
class FeatureScaler:
    weights: jnp.ndarray

    def __call__(self, x):
        return self.weights * x


def _flatten(scaler):
    return (scaler.weights,), None


def _unflatten(aux, children):
    return FeatureScaler(*children)


register_pytree_node(FeatureScaler, _flatten, _unflatten)


def build_scaler(n):
    return FeatureScaler(jnp.linspace(0.0, 1.0, n))


scaler = build_scaler(4)
fast_scale = jax.jit(scaler)
print(fast_scale(2.0))
