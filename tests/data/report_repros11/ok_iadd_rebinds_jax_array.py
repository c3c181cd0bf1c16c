# Thread: https://github.com/jax-ml/jax/pull/27973
# Shape: the gotcha the PR documents: `jax_array += ...` on the whole array rebinds the name to a new array (no item assignment)
# expect: ok
import jax.numpy as jnp

jax_array = jnp.array([10, 20])
jax_array_new = jax_array
jax_array += 10
print(jax_array_new)  # `jax_array_new` is rebound to a new value [20, 30], but...
print(jax_array)      # the original value is unmodified as [10, 20] !
