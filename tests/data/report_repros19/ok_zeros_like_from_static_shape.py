# Thread: https://github.com/jax-ml/jax/issues/9882
# Shape: the static variant (`prefer_static.shape`): the shape stays a tuple of Python ints, so `jnp.zeros` gets a concrete shape under jit
# expect: ok
import jax
import jax.numpy as jnp


def static_shape(x):
    return tuple(x.shape)


def zeros_static(x):
    s = static_shape(x)
    return jnp.zeros(s)


x = jnp.arange(4)
print(zeros_static(x))
print(jax.jit(zeros_static)(x))
