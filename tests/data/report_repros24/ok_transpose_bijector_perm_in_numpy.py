# Thread: https://github.com/tensorflow/probability/issues/1633
# Shape: the permutation is static NumPy data (np.arange), so inverting and applying it inside jit uses constants
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Transpose:
    def __init__(self, rightmost_transposed_ndims):
        ndims = rightmost_transposed_ndims
        self.perm = np.arange(ndims - 1, -1, -1)
        self.inverse_perm = np.argsort(self.perm)

    def forward(self, x):
        return jnp.transpose(x, tuple(int(p) for p in self.perm))


def f(a):
    tr = Transpose(rightmost_transposed_ndims=2)
    return tr.forward(a)


print(f(jnp.eye(3)))
print(jax.jit(f)(jnp.eye(3)))
