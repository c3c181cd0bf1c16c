# Thread: https://github.com/jax-ml/jax/issues/6233
# Shape: the static argument is a Python int, converted once outside the jit
# expect: ok
import jax.numpy as jnp
from jax import jit


def f(x):
    return jnp.arange(-x, x)


f_jit = jit(f, static_argnums=0)

x_int = int(jnp.add(4, 1))
arange = f(x_int)
arange_jit = f_jit(x_int)
