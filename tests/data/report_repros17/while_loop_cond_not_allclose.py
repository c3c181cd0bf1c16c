# Thread: https://github.com/jax-ml/jax/issues/2708
# Shape: a fixed-point iteration's `while_loop` condition is `not jnp.allclose(x, 10.0)`: `allclose` is fine on tracers, but the Python `not` converts its traced result to a bool
# expect: TracerBoolConversionError at line 13
import jax.numpy as jnp
from jax.lax import while_loop


def bf(x):
    return x + 1.0


def cf_ac(x):
    return not jnp.allclose(x, 10.0)


def cf_explicit(x):
    return jnp.abs(x - 10.0) > 1e-4


print(while_loop(cf_explicit, bf, 0.0))
print(while_loop(cf_ac, bf, 0.0))
