# Thread: https://github.com/jax-ml/jax/pull/27973
# Shape: the Common Gotchas in-place update: a row of a JAX array updated with `+=` on an index, as NumPy allows
# expect: TypeError at line 13
import numpy as np
import jax.numpy as jnp

numpy_array = np.zeros((3, 3), dtype=np.float32)
numpy_array[1, :] += 1.0
print("updated array:\n", numpy_array)

jax_array = jnp.zeros((3, 3), dtype=jnp.float32)
# In place update of JAX's array will yield an error!
jax_array[1, :] += 1.0
