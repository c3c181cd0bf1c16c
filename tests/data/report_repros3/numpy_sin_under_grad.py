# Thread: https://github.com/jax-ml/jax/pull/16404
# Shape: a loss written with NumPy's `sin` and `sum`, differentiated with `jax.grad`
# expect: TracerArrayConversionError at line 10
import jax
import numpy as np


@jax.grad
def sum_sin(x):
    return np.sin(x).sum()


sum_sin(np.random.randn(10, 10))
