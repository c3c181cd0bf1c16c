"""Step-size control for embedded Runge-Kutta pairs."""
import jax.numpy as jnp

SAFETY = 0.9
MIN_FACTOR = 0.2
MAX_FACTOR = 5.0


def next_step(dt, err, order):
    """The next step size from the scaled error norm `err` (<= 1 means accept)."""
    factor = SAFETY * err ** (-1.0 / (order + 1))
    return dt * jnp.clip(factor, MIN_FACTOR, MAX_FACTOR)
