# Thread: https://github.com/google/flax/issues/3171
# Shape: static_argnums names the array argument instead of the boolean flag, so `if cond` sees a tracer
# expect: TracerBoolConversionError at line 12
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def f(n, x, cond):
    if cond:
        return x * n
    else:
        return x + n


f(2, jnp.array(1.0), True)
