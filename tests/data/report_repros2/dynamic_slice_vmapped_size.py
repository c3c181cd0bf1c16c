# Thread: https://github.com/jax-ml/jax/issues/292
# Shape: `dynamic_slice_in_dim` whose slice size is the vmapped index
# expect: TracerIntegerConversionError at line 10
import jax
import jax.numpy as np
from jax import lax


def P_i(T, idx):
    Q = lax.dynamic_slice_in_dim(T, 0, idx, axis=0)
    return Q.sum()


T = np.eye(4)
jax.vmap(P_i, in_axes=(None, 0))(T, np.arange(1, 4))
