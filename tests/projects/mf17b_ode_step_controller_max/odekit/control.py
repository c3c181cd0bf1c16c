"""Step-size control for embedded Runge-Kutta pairs."""
SAFETY = 0.9
MIN_FACTOR = 0.2
MAX_FACTOR = 5.0


def next_step(dt, err, order):
    """The next step size from the scaled error norm `err` (<= 1 means accept)."""
    factor = SAFETY * err ** (-1.0 / (order + 1))
    return dt * min(MAX_FACTOR, max(MIN_FACTOR, factor))  # expect: JAX103
