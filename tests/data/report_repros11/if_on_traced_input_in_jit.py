# Thread: https://github.com/jax-ml/jax/pull/5905
# Shape: the notebook's first failing example: a jitted function branching with `if x > 0`
# expect: TracerBoolConversionError at line 8
import jax


def f(x):
  if x > 0:
    return x
  else:
    return 2 * x

f_jit = jax.jit(f)
f_jit(10)  # Should raise an error.
