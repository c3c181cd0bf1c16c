# Thread: https://github.com/nstarman/quax/issues/42
# Shape: the module-level dict caches only Python configuration; the scale is computed inside each call
# expect: ok
import jax
import jax.numpy as jnp

_CACHE = {}


def normalise(x):
    if "eps" not in _CACHE:
        _CACHE["eps"] = 1e-6
    return x / (jnp.std(x) + _CACHE["eps"])


jax.jit(normalise)(jnp.arange(4.0))
jax.jit(normalise)(jnp.arange(6.0))
