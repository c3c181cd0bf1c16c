# Thread: https://github.com/QuantEcon/lecture-jax/issues/95
# Shape: the same function called with the default (a Python int closed in the signature)
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def power_iteration_sr(A, num_iterations=15):
    b = jnp.ones(A.shape[0])
    for _ in range(num_iterations):
        b = A @ b
        b = b / jnp.linalg.norm(b)
    return b @ (A @ b)


power_iteration_sr(jnp.eye(3))
