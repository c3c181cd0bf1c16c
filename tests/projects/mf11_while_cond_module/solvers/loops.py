import jax.numpy as jnp


def keep_going(state):
    i, x, err = state
    return (i < 50) and (err > 1e-4)  # expect: JAX102


def newton_step(state):
    i, x, err = state
    x_new = x - (x * x - 2.0) / (2.0 * x)
    return i + 1, x_new, jnp.abs(x_new - x)
