# Thread: https://github.com/jax-ml/jax/issues/17197
# Shape: the fix: the registered dataclass is an argument of a jitted function (a pytree, traced leaf by leaf) instead of the function jit wraps, so nothing hashes it
# expect: ok
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


@jax.jit
def apply_scaler(scaler, x):
    return scaler(x)


scaler = build_scaler(4)
print(apply_scaler(scaler, 2.0))
