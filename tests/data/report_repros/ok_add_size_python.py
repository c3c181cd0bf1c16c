# Thread: https://github.com/jax-ml/jax/issues/4449
# Shape: the Python `+` on the static size stays static
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def custom_ones(arr):
    count = arr.size + 1
    return jnp.ones((count,))


custom_ones(jnp.ones((3,)))
