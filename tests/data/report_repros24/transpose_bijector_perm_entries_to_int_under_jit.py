# Thread: https://github.com/tensorflow/probability/issues/1633
# Shape: a transpose bijector built inside jit makes its permutation with jnp.arange and converts its entries to Python ints for jnp.transpose; under jit each element read from the JAX array is a tracer
# expect: ConcretizationTypeError at line 16
import jax
import jax.numpy as jnp
import numpy as np


class Transpose:
    def __init__(self, rightmost_transposed_ndims):
        ndims = rightmost_transposed_ndims
        self.perm = jnp.arange(ndims - 1, -1, -1)
        self.inverse_perm = np.argsort(self.perm)

    def forward(self, x):
        return jnp.transpose(x, tuple(int(p) for p in self.perm))


def f(a):
    tr = Transpose(rightmost_transposed_ndims=2)
    return tr.forward(a)


print(f(jnp.eye(3)))
print(jax.jit(f)(jnp.eye(3)))
