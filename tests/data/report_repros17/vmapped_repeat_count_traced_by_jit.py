# Thread: https://github.com/PennyLaneAI/catalyst/pull/1150
# Shape: the PR's test function with plain JAX: a vmapped function (`in_axes=(None, 0)`) loops `for _ in range(n)` over its unmapped count, and the jit around it is given no `static_argnums`, so `n` is a tracer in `range`
# expect: TracerIntegerConversionError at line 9
import jax
import numpy as np


def repeat_double(n, array):
    for _ in range(n):
        array = array * 2
    return array


test = jax.jit(jax.vmap(repeat_double, in_axes=(None, 0)))
print(test(10, np.random.rand(3, 2)))
