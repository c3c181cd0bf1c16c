# Thread: https://github.com/jax-ml/jax/issues/3620
# Shape: the maintainer's version: the table built with NumPy, handed over as nested lists
# expect: ok
from jax import jit as jjit
import jax.numpy as jnp
import numpy as np

vals = np.random.randn(50, 100)


def pad_last_dim(array, pad_size):
    ndim = jnp.ndim(array)
    npad = np.zeros((ndim, 2), dtype=np.int32)
    axis = ndim - 1
    npad[axis, 1] = pad_size
    npad = list(map(list, npad))
    return jnp.pad(array, npad, 'constant', constant_values=0)


print(pad_last_dim(vals, 1).shape)
print(jjit(pad_last_dim, static_argnums=(1,))(vals, 1).shape)
