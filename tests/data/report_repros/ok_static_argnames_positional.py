# Thread: https://github.com/google/flax/issues/4146
# Shape: jax.jit static_argnames covers an argument passed positionally
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cond",))
def f(x, cond):
    if cond:
        return x
    else:
        return x + 1


f(jnp.array(1), True)
