# Thread: https://github.com/jax-ml/jax/issues/1406
# Shape: a jitted function loops `for _ in range(num)` over its traced argument
# expect: TracerIntegerConversionError at line 9
from jax import jit


def foo(num):
    total = 0
    for _ in range(num):
        total += 1
    return total


jit(foo)(3)
