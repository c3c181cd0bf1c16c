import jax
import jax.numpy as jnp

from solvers import PowerIteration


def top_eigenvalue(matrix):
    solver = PowerIteration(matrix, n_iter=10)
    init = (0, jnp.ones(matrix.shape[0]), jnp.zeros(10))
    _, _, history = jax.lax.while_loop(solver.cond, solver.body, init)
    return history[-1]


def run():
    return top_eigenvalue(jnp.diag(jnp.array([3.0, 1.0, 0.5])))
