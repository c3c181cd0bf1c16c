# Thread: https://github.com/jax-ml/jax/issues/35090
# Shape: a static argument handed to a nested jitted helper comes back traced and sizes `jnp.arange`
# expect: ConcretizationTypeError at line 17
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(0,))
def add1(i):
    return i + 1


@functools.partial(jax.jit, static_argnums=(0,))
def my_arange(k):
    return jnp.arange(add1(k))


my_arange(5)
