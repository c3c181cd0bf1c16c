# Thread: https://github.com/jax-ml/jax/pull/27973
# Shape: the notebook's replacement for the indexed update: x.at[idx].add(y), which returns a new array
# expect: ok
import jax.numpy as jnp

jax_array = jnp.zeros((3, 3), dtype=jnp.float32)
updated_array = jax_array.at[1, :].add(1.0)
print("original array unchanged:\n", jax_array)
print("updated array:\n", updated_array)
