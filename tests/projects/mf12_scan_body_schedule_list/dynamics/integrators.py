from .schedule import DAMPING


def damped_step(carry, t):
    pos, vel = carry
    vel = vel * DAMPING[t] - 0.1 * pos  # expect: JAX201
    pos = pos + 0.1 * vel
    return (pos, vel), pos
