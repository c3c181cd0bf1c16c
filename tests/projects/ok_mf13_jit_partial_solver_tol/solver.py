import jax.numpy as jnp
from jax import lax


def solve(a, b, tol):
    def not_done(state):
        return jnp.linalg.norm(state[1]) > tol

    def improve(state):
        x = state[0] + 0.5 * state[1]
        return x, b - a @ x

    x = jnp.zeros_like(b)
    return lax.while_loop(not_done, improve, (x, b - a @ x))[0]
