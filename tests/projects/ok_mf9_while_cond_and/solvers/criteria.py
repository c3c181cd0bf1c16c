import jax.numpy as jnp


def keep_going(state, tol, max_iter):
    if tol <= 0 or max_iter < 1:
        raise ValueError("tol must be positive and max_iter at least 1")
    return jnp.logical_and(state.residual > tol, state.iteration < max_iter)
