# Thread: https://github.com/google/objax/issues/59
# Shape: NumPy-style `v[2:4] += 1` on a jnp array
# expect: TypeError at line 7
import jax.numpy as jn

v = jn.arange(10)
v[2:4] += 1
print(v)
