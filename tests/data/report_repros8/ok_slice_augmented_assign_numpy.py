# Thread: https://github.com/google/objax/issues/59
# Shape: the same update done with .at[].add on the jnp array, and in place on a NumPy one
# expect: ok
import jax.numpy as jn
import numpy as np

v = jn.arange(10)
v = v.at[2:4].add(1)
w = np.arange(10)
w[2:4] += 1
print(v, w)
