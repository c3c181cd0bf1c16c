# Thread: https://github.com/jax-ml/jax/issues/367
# Shape: a NumPy scalar type used as a cast on a traced argument
# expect: TracerArrayConversionError at line 9
import jax
import numpy as np


def foo(x):
    bar = np.int32(x)
    return x + bar


print(jax.jit(foo)(np.array([1.0, 2.0], dtype=np.float32)))
