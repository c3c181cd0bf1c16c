# Thread: https://github.com/jax-ml/jax/issues/4449
# Shape: jnp.add on a static size makes a tracer, then used as a shape
# expect: TypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def custom_ones(arr):
    count = jnp.add(arr.size, 1)
    return jnp.ones((count,))


custom_ones(jnp.ones((3,)))
