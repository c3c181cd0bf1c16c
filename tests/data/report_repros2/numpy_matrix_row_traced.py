# Thread: https://github.com/jax-ml/jax/issues/3133
# Shape: a NumPy matrix indexed by a traced index array in a jitted lambda
# expect: TracerArrayConversionError at line 8
import jax
import jax.numpy as jnp
import numpy as np

g = lambda i: np.zeros((3, 3))[i, :]

a = np.array([1, 2])
g(a)
jax.jit(g)(a)
