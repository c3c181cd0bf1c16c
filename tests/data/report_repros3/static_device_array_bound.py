# Thread: https://github.com/jax-ml/jax/issues/6233
# Shape: the static argument of a jitted `arange` is a value computed by `jnp.add` (an array)
# expect: ValueError at line 16
import jax.numpy as jnp
from jax import jit


def f(x):
    return jnp.arange(-x, x)


f_jit = jit(f, static_argnums=0)

x_device_array = jnp.add(4, 1)
arange = f(x_device_array)
arange_jit = f_jit(x_device_array)
