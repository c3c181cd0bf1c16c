# Thread: https://github.com/patrick-kidger/lineax/issues/187
# Shape: the NaN check goes through eqx.error_if, which works under jit
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl


@eqx.filter_jit
def solve(matrix, vector):
    lu, piv = jsl.lu_factor(matrix)
    lu = eqx.error_if(lu, jnp.any(jnp.isnan(lu)), "singular matrix")
    return jsl.lu_solve((lu, piv), vector)


solve(jnp.eye(3), jnp.ones(3))
