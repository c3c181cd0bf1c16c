# Thread: https://github.com/jax-ml/jax/issues/15727
# Shape: the reply's fix: cls and shape both static (static_argnums=(0, 1)) under the classmethod
# expect: ok
import jax
import jax.numpy as jnp
from functools import partial


class A:
    def __init__(self):
        pass

    @classmethod
    @partial(jax.jit, static_argnums=(0, 1))
    def zeros(cls, shape):
        return jnp.zeros(shape)


print(A.zeros((2, 3)))
