# Thread: https://github.com/jax-ml/jax/issues/2708
# Shape: the explicit condition extended with a step cap joined by Python `and`
# expect: TracerBoolConversionError at line 15
from jax import numpy as jnp
from jax.lax import while_loop


def bf(state):
    x, n = state
    return x + 1.0, n + 1


def cf_explicit(state):
    x, n = state
    return jnp.abs(x - 10.0) > 1e-4 and n < 100


print(while_loop(cf_explicit, bf, (0.0, 0)))
