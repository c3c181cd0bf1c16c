def backtrack(f, x, d, g, shrink=0.5, c=1e-4):
    """Armijo backtracking: halve the step until f decreases enough."""
    t = 1.0
    fx = f(x)
    while f(x + t * d) > fx + c * t * (g @ d):  # expect: JAX101
        t = shrink * t
    return t
