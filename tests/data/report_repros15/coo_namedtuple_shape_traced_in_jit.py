# Thread: https://github.com/jax-ml/jax/issues/6455
# Shape: a sparse COO matrix kept as a typing.NamedTuple whose last field is the Python shape tuple; the whole tuple is passed to a jitted mat-vec, so `shape` is flattened into traced leaves and `sparse_mat.shape[0]` reaches `segment_sum(num_segments=...)`
# expect: ConcretizationTypeError at line 22
from typing import NamedTuple, Sequence

import jax
import jax.numpy as jnp


class COO(NamedTuple):
    """Defines a namedtuple for coordinate list sparse matrix (COO)."""

    rows: jnp.ndarray
    cols: jnp.ndarray
    vals: jnp.ndarray
    shape: Sequence[int]


@jax.jit
def sparse_mat_vec_mul(sparse_mat: COO, vec: jnp.ndarray):
    prod = jnp.take(vec, sparse_mat.cols, axis=0) * sparse_mat.vals[:, None]
    return jax.ops.segment_sum(prod, sparse_mat.rows, sparse_mat.shape[0])


A = COO(rows=jnp.array([0, 1, 2, 2]), cols=jnp.array([0, 1, 0, 2]), vals=jnp.array([1.0, 2.0, 3.0, 4.0]), shape=(3, 3))
print(sparse_mat_vec_mul(A, jnp.ones((3, 2))))
