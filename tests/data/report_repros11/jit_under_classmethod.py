# Thread: https://github.com/jax-ml/jax/issues/15727
# Shape: @jax.jit under @classmethod: the class itself arrives as the first (traced) argument
# expect: TypeError at line 18
import jax
import jax.numpy as jnp


class A:
    def __init__(self):
        pass

    @classmethod
    @jax.jit
    def zeros(shape):
        return jnp.zeros(shape)


print(A.zeros((2, 3)))
