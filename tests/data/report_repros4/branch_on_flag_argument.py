# Thread: https://github.com/jax-ml/jax/issues/2065
# Shape: a jitted function takes a boolean switch among its other inputs and branches on it in Python
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


def my_func(x, use_square, *other_inputs):
    scale = other_inputs[0]
    if use_square:
        return scale * x ** 2
    return scale * x


fast = jax.jit(my_func)
fast(jnp.arange(3.0), True, 2.0)
