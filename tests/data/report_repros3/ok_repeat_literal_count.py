# Thread: https://github.com/data-apis/array-api/pull/690
# Shape: a literal repeat count needs no `total_repeat_length` under jit
# expect: ok
import jax
import jax.numpy as jnp


def func(x):
    return jnp.repeat(x, 2)


x = jnp.arange(3)
jax.jit(func)(x)
