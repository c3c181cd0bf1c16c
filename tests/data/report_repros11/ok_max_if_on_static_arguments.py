# Thread: https://github.com/jax-ml/jax/pull/4342
# Shape: the Python if kept, both arguments marked static (the message the PR improves points at static_argnums)
# expect: ok
from functools import partial

import jax


@partial(jax.jit, static_argnums=(0, 1))
def f(x, y):
    if x > y:
        return x
    else:
        return y


print(f(1, 2))
