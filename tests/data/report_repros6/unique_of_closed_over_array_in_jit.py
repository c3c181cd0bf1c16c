# Thread: https://github.com/aesara-devs/aesara/issues/89
# Shape: jnp.unique of a NumPy array bound with partial, under jit (a constant, but staged)
# expect: ConcretizationTypeError at line 14
import numpy as np
import jax

from functools import partial


a = np.arange(6).reshape((3, 2))


def unique(x):
    return jax.numpy.unique(x)


jax.jit(partial(unique, a))()
