# Thread: https://github.com/jax-ml/jax/pull/5905
# Shape: the JAX-101 jitting example: a Python while loop bounded by an argument of the jitted function
# expect: TracerBoolConversionError at line 9
import jax


def g(x, n):
  i = 0
  while i < n:
    i += 1
  return x + i

g_jit = jax.jit(g)
g_jit(10, 20)  # Should raise an error.
