# Thread: https://github.com/jax-ml/jax/issues/3620
# Shape: the pad-width table is built with jnp (zeros, .at[].set) inside a jit, even with the size static
# expect: ConcretizationTypeError at line 16
from jax import jit as jjit
import jax.numpy as jnp
import numpy as np

vals = np.random.randn(50, 100)


def pad_last_dim(array, pad_size):
    ndim = jnp.ndim(array)
    npad = jnp.zeros((ndim, 2), dtype=jnp.int32)
    axis = ndim - 1
    npad = npad.at[axis, 1].set(pad_size)
    return jnp.pad(array, npad, 'constant', constant_values=0)


print(jjit(pad_last_dim, static_argnums=(1,))(vals, 1).shape)
