# Thread: https://github.com/jax-ml/jax/issues/1406
# Shape: the loop count is a static argument
# expect: ok
from jax import jit


def foo(num):
    total = 0
    for _ in range(num):
        total += 1
    return total


jit(foo, static_argnums=0)(3)
