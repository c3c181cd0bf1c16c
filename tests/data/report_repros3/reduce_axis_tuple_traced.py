# Thread: https://github.com/jax-ml/jax/pull/7952
# Shape: the reduction axis, given inside a tuple, is a traced argument
# expect: TracerIntegerConversionError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def h(x, y):
    return jnp.sum(x, axis=(y,))


h(jnp.ones((2, 3)), 1)
