# Thread: https://github.com/jax-ml/jax/issues/35090
# Shape: the same helper without its own jit keeps the static value
# expect: ok
import functools

import jax
import jax.numpy as jnp


def add1(i):
    return i + 1


@functools.partial(jax.jit, static_argnums=(0,))
def my_arange(k):
    return jnp.arange(add1(k))


my_arange(5)
