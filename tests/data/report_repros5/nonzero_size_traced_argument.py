# Thread: https://github.com/jax-ml/jax/pull/6501
# Shape: jnp.nonzero is jitted directly and the size is passed as an ordinary (traced) argument
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp

x = jnp.array([0, 1, 1, 0, 0, 1])


def first_nonzero(a, size):
    return jnp.nonzero(a, size=size)[0]


print(jax.jit(first_nonzero)(x, 3))
