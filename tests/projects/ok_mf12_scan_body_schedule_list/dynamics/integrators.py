import jax.numpy as jnp

from .schedule import DAMPING


def damped_step(carry, t):
    pos, vel = carry
    vel = vel * jnp.asarray(DAMPING)[t] - 0.1 * pos
    pos = pos + 0.1 * vel
    return (pos, vel), pos
