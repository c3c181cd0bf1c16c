from jax import lax


def backtrack(f, x, d, g, shrink=0.5, c=1e-4, max_halvings=30):
    """Armijo backtracking: halve the step until f decreases enough."""
    fx = f(x)

    def too_long(state):
        t, i = state
        return (f(x + t * d) > fx + c * t * (g @ d)) & (i < max_halvings)

    t, _ = lax.while_loop(too_long, lambda s: (shrink * s[0], s[1] + 1), (1.0, 0))
    return t
