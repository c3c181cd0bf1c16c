# Thread: https://github.com/PennyLaneAI/catalyst/pull/1150
# Shape: the PR's pattern: the jit marks the count static (`static_argnums=0`) around `vmap(in_axes=(None, 0))`, so `range(n)` gets a Python int and only the array is mapped
# expect: ok
import jax
import numpy as np


def repeat_double(n, array):
    for _ in range(n):
        array = array * 2
    return array


test = jax.jit(jax.vmap(repeat_double, in_axes=(None, 0)), static_argnums=0)
print(test(10, np.random.rand(3, 2)))
