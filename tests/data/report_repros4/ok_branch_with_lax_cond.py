# Thread: https://github.com/jax-ml/jax/issues/2065
# Shape: the switch is traced and selects a branch with lax.cond
# expect: ok
import jax
import jax.numpy as jnp


def my_func(x, use_square, *other_inputs):
    scale = other_inputs[0]
    return jax.lax.cond(use_square, lambda v: scale * v ** 2, lambda v: scale * v, x)


fast = jax.jit(my_func)
fast(jnp.arange(3.0), True, 2.0)
