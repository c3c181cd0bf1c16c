import jax.numpy as jnp


def gravity(pos, vel, dt):
    return pos, vel - 9.81 * dt


def drag(pos, vel, dt):
    return pos, vel * (1.0 - 0.1 * dt)


def floor(pos, vel, dt):
    """An elastic floor at 0."""
    if pos < 0.0:  # expect: JAX101
        return -pos, -vel
    return pos, vel
