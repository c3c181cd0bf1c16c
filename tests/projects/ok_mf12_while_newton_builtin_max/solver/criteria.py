def not_converged(state):
    x, step, i = state
    return (abs(step) > 1e-6) & (i < 20)
