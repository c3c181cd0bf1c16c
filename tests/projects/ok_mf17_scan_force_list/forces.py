import jax.numpy as jnp


def gravity(pos, vel, dt):
    return pos, vel - 9.81 * dt


def drag(pos, vel, dt):
    return pos, vel * (1.0 - 0.1 * dt)


def floor(pos, vel, dt):
    """An elastic floor at 0."""
    hit = pos < 0.0
    return jnp.where(hit, -pos, pos), jnp.where(hit, -vel, vel)
