# Thread: https://github.com/jax-ml/jax/issues/6455
# Shape: the fix from the thread: the NamedTuple is registered as a pytree whose aux data is the shape (`register_pytree_node(COO, lambda A: (A[:3], A[3]), ...)`), so `sparse_mat.shape[0]` stays a Python int under jit
# expect: ok
from typing import NamedTuple, Sequence

import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


class COO(NamedTuple):
    """Defines a namedtuple for coordinate list sparse matrix (COO)."""

    rows: jnp.ndarray
    cols: jnp.ndarray
    vals: jnp.ndarray
    shape: Sequence[int]


def _coo_flatten(A):
    return A[:3], A[3]


def _coo_unflatten(aux_data, children):
    return COO(*children, aux_data)


register_pytree_node(COO, _coo_flatten, _coo_unflatten)


@jax.jit
def sparse_mat_vec_mul(sparse_mat: COO, vec: jnp.ndarray):
    prod = jnp.take(vec, sparse_mat.cols, axis=0) * sparse_mat.vals[:, None]
    return jax.ops.segment_sum(prod, sparse_mat.rows, sparse_mat.shape[0])


A = COO(rows=jnp.array([0, 1, 2, 2]), cols=jnp.array([0, 1, 0, 2]), vals=jnp.array([1.0, 2.0, 3.0, 4.0]), shape=(3, 3))
print(sparse_mat_vec_mul(A, jnp.ones((3, 2))))
