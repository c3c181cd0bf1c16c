# Thread: https://github.com/jax-ml/jax/issues/5609
# Shape: the same NamedTuple, with the row count handed to the jit as a separate static argument
# expect: ok
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class COO(NamedTuple):
    data: jax.Array
    row: jax.Array
    col: jax.Array


@partial(jax.jit, static_argnums=(1,))
def coo_matvec(mat, nrows, v):
    dv = mat.data * v[mat.col]
    return jnp.zeros(nrows, dtype=dv.dtype).at[mat.row].add(dv)


mat = COO(jnp.array([1.0, 2.0, 3.0]), jnp.array([0, 1, 2]), jnp.array([2, 0, 1]))
print(coo_matvec(mat, 3, jnp.ones(3)))
