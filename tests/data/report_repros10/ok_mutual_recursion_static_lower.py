# Thread: https://github.com/jax-ml/jax/issues/9298
# Shape: the same recursion with `lower` marked static in both jits, so each `if` sees a Python int
# expect: ok
from functools import partial

import jax


@partial(jax.jit, static_argnums=(1,))
def f(init, lower):
    if lower < 1:
        return 0.0
    else:
        return g(init, lower - 1)


@partial(jax.jit, static_argnums=(1,))
def g(init, lower):
    if lower < 1:
        return 0.0
    else:
        return f(init, lower - 1)


def h():
    return f(0.0, 2)


print(h())
