# Thread: https://github.com/jax-ml/jax/pull/13022
# Shape: a traced value stored on an object inside vmap, read afterwards
# expect: UnexpectedTracerError at line 22; cause line 17
import jax
import jax.numpy as jnp


class A:
    def __init__(self, dct):
        self.dct = dct


a = A({})


def sketch(x):
    a.dct["hi"] = x
    return x


jax.vmap(sketch)(jnp.arange(3))
a.dct["hi"] + 1
