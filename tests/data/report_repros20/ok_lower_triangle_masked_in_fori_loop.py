# Thread: https://github.com/jax-ml/jax/issues/2308
# Shape: the fixed-shape rewrite: the whole column is read and the rows above the diagonal are masked out with `jnp.where` on an iota, so every shape is static
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def column_norms_below_diagonal(A):
    rows = jnp.arange(A.shape[0])

    def body(j, norms):
        below = jnp.where(rows >= j, A[:, j], 0.0)
        return norms.at[j].set(jnp.linalg.norm(below))

    return lax.fori_loop(0, A.shape[1], body, jnp.zeros(A.shape[1]))


A = jnp.arange(16.0).reshape(4, 4)
print(jax.jit(column_norms_below_diagonal)(A))
