# Thread: https://github.com/google/flax/issues/3171
# Shape: jax.jit with static_argnames, the flag passed positionally (jax.jit maps the name to its position)
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
