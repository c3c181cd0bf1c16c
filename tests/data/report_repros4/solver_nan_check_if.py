# Thread: https://github.com/patrick-kidger/lineax/issues/187
# Shape: a jitted LU-based solve checks the factorisation for NaNs with a Python `if jnp.any(...)`
# expect: TracerBoolConversionError at line 13
import equinox as eqx
import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl


@eqx.filter_jit
def solve(matrix, vector):
    lu, piv = jsl.lu_factor(matrix)
    if jnp.any(jnp.isnan(lu)):
        raise ValueError("singular matrix")
    return jsl.lu_solve((lu, piv), vector)


solve(jnp.eye(3), jnp.ones(3))
