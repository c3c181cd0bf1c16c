# Thread: https://github.com/jax-ml/jax/issues/5609
# Shape: a jitted COO mat-vec allocates its output with jnp.zeros(nrows) where nrows is an ordinary argument
# expect: TypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def coo_matvec(data, row, col, nrows, v):
    dv = data * v[col]
    return jnp.zeros(nrows, dtype=dv.dtype).at[row].add(dv)


data = jnp.array([1.0, 2.0, 3.0])
row = jnp.array([0, 1, 2])
col = jnp.array([2, 0, 1])
print(coo_matvec(data, row, col, 3, jnp.ones(3)))
