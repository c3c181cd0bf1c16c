"""TD-error losses."""
import jax.numpy as jnp


def huber(err, delta=1.0):
    abs_err = jnp.abs(err)
    quad = jnp.minimum(abs_err, delta)
    return 0.5 * quad ** 2 + delta * (abs_err - quad)


def mse(err):
    return 0.5 * err ** 2
