# Thread: https://github.com/jax-ml/jax/issues/292
# Shape: the vmapped index as the slice start with a fixed size
# expect: ok
import jax
import jax.numpy as np
from jax import lax


def P_i(T, idx):
    Q = lax.dynamic_slice_in_dim(T, idx, 1, axis=0)
    return Q.sum()


T = np.eye(4)
jax.vmap(P_i, in_axes=(None, 0))(T, np.arange(1, 4))
