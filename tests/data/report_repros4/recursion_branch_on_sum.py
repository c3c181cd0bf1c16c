# Thread: https://github.com/jax-ml/jax/issues/13796
# Shape: a jitted recursive helper stops recursing on a value-dependent test of its argument
# expect: TracerBoolConversionError at line 15
import jax
import jax.numpy as jnp


def return_z(x):
    x = x.at[0].set(0)
    return x.at[1:].set(rec(x[1:]))


@jax.jit
def rec(x):
    if x.sum() > 1:
        return return_z(x)
    return x


rec(jnp.arange(6))
