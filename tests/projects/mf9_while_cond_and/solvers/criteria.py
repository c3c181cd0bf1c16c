def keep_going(state, tol, max_iter):
    return state.residual > tol and state.iteration < max_iter  # expect: JAX102
