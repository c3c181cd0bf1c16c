# Thread: https://github.com/MIT-Lu-Lab/MPAX/issues/1
# Shape: vmap of jit of a solver with a Python convergence test
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


def solve(A, tol=1e-6):
    x = jnp.linalg.solve(A, jnp.ones(A.shape[0]))
    if jnp.linalg.norm(A @ x - 1.0) > tol:
        x = x * 0.0
    return x


x = jax.vmap(jax.jit(solve))(jnp.stack([jnp.eye(2), 2 * jnp.eye(2)]))
