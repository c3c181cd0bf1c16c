# Thread: https://github.com/jax-ml/jax/issues/2308
# Shape: a Householder-style sweep written with `lax.fori_loop` to avoid unrolling; the body slices the column below the diagonal with the loop counter, `A[j:, j]`, and a traced slice start gives no static shape
# expect: IndexError at line 11
import jax
import jax.numpy as jnp
from jax import lax


def column_norms_below_diagonal(A):
    def body(j, norms):
        below = A[j:, j]
        return norms.at[j].set(jnp.linalg.norm(below))

    return lax.fori_loop(0, A.shape[1], body, jnp.zeros(A.shape[1]))


A = jnp.arange(16.0).reshape(4, 4)
print(jax.jit(column_norms_below_diagonal)(A))
