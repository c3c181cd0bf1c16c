import jax.numpy as jnp


def solve(a, b, tol):
    x = jnp.zeros_like(b)
    r = b - a @ x
    while jnp.linalg.norm(r) > tol:  # expect: JAX101
        x = x + 0.5 * r
        r = b - a @ x
    return x
