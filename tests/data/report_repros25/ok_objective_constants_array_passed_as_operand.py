# Thread: https://github.com/PlasmaControl/DESC/pull/1662
# Shape: the array constants are passed as a traced operand and only the Python float stays static, so nothing unhashable reaches the jit cache key
# expect: ok
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="normalization")
def compute(params, weights, normalization):
    return jnp.sum(params * weights) / normalization


class Objective:
    def __init__(self, weights, normalization):
        self._constants = {"weights": jnp.asarray(weights), "normalization": normalization}

    def compute(self, params):
        return compute(params, self._constants["weights"], normalization=self._constants["normalization"])


obj = Objective([1.0, 2.0, 3.0], 2.0)
print(obj.compute(jnp.ones(3)))
