# Thread: https://github.com/jax-ml/jax/pull/13022
# Shape: the value returned and stored outside the transform
# expect: ok
import jax
import jax.numpy as jnp


class A:
    def __init__(self, dct):
        self.dct = dct


a = A({})


def sketch(x):
    return x, x * 2


out, extra = jax.vmap(sketch)(jnp.arange(3))
a.dct["hi"] = extra
a.dct["hi"] + 1
