# Thread: https://github.com/jax-ml/jax/issues/5609
# Shape: the COO matrix is a NamedTuple whose `nrows` field rides through jit as a pytree leaf, then sizes jnp.zeros
# expect: TypeError at line 20
from typing import NamedTuple

import jax
import jax.numpy as jnp


class COO(NamedTuple):
    data: jax.Array
    row: jax.Array
    col: jax.Array
    nrows: int


@jax.jit
def coo_matvec(mat, v):
    dv = mat.data * v[mat.col]
    return jnp.zeros(mat.nrows, dtype=dv.dtype).at[mat.row].add(dv)


mat = COO(jnp.array([1.0, 2.0, 3.0]), jnp.array([0, 1, 2]), jnp.array([2, 0, 1]), 3)
print(coo_matvec(mat, jnp.ones(3)))
