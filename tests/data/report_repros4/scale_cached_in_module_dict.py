# Thread: https://github.com/nstarman/quax/issues/42
# Shape: a helper memoises a computed scale in a module-level dict the first time it is traced; a later trace reuses it
# expect: UnexpectedTracerError at line 17; cause line 12
import jax
import jax.numpy as jnp

_CACHE = {}


def normalise(x):
    if "scale" not in _CACHE:
        _CACHE["scale"] = jnp.std(x)
    return x / _CACHE["scale"]


jax.jit(normalise)(jnp.arange(4.0))
jax.jit(normalise)(jnp.arange(6.0))
