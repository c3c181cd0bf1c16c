# Thread: https://github.com/PlasmaControl/DESC/pull/1662
# Shape: an objective makes its constants "hashable" by turning dicts and lists into tuples but leaves JAX arrays as they are, then passes them as a static argument of jit; a JAX array is unhashable, so the call raises
# expect: ValueError at line 29
import functools

import jax
import jax.numpy as jnp


def _make_hashable(x):
    if isinstance(x, dict):
        return tuple((k, _make_hashable(v)) for k, v in sorted(x.items()))
    if isinstance(x, (list, tuple)):
        return tuple(_make_hashable(v) for v in x)
    return x


@functools.partial(jax.jit, static_argnames="constants")
def compute(params, constants):
    consts = dict(constants)
    return jnp.sum(params * consts["weights"]) / consts["normalization"]


class Objective:
    def __init__(self, weights, normalization):
        self._constants = {"weights": jnp.asarray(weights), "normalization": normalization}

    def compute(self, params):
        return compute(params, constants=_make_hashable(self._constants))


obj = Objective([1.0, 2.0, 3.0], 2.0)
print(obj.compute(jnp.ones(3)))
