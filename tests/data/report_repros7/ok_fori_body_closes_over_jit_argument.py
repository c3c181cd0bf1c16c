# Thread: https://github.com/jax-ml/jax/issues/207
# Shape: a fori_loop body closes over an argument of the enclosing jit (an error in 2019, fine now)
# expect: ok
import numpy as np
from jax import jit, lax


def iterate(f, init_row, steps):
    def body_fun(step, result):
        return f(result)
    return lax.fori_loop(0, steps, body_fun, init_row)


def test_get(a, b):
    return iterate(lambda x: x[a], b, 10)


test_get_jit = jit(test_get)
print(test_get_jit(np.array([0, 1, 2, 3]), np.array([0, 1, 2, 3])))
