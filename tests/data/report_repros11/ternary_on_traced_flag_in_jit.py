# Thread: https://github.com/jax-ml/jax/pull/30703
# Shape: the tutorial's "this fails": a conditional expression on a boolean argument of the jitted function
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def f(x, neg):
  return -x if neg else x


f(jnp.arange(3), True)
