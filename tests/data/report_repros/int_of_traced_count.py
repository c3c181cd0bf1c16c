# Thread: https://github.com/QuantEcon/lecture-jax/issues/95
# Shape: int() of a traced iteration count inside a jitted power iteration
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


@jax.jit
def power_iteration_sr(A, num_iterations=15):
    b = jnp.ones(A.shape[0])
    for _ in range(int(num_iterations)):
        b = A @ b
        b = b / jnp.linalg.norm(b)
    return b @ (A @ b)


power_iteration_sr(jnp.eye(3), 15)
