# Thread: https://github.com/jax-ml/jax/issues/553
# Shape: a NumPy array built from a static shape, indexed by a tracer
# expect: TracerArrayConversionError at line 10
import numpy as np
from jax import jit
import jax.numpy as jnp


def fun(x):
    r = np.arange(x.shape[0])[x]
    return r


jit(fun)(jnp.array([0, 1, 2], dtype=jnp.int32))
