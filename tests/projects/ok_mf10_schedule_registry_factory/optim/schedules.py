import jax.numpy as jnp


def constant(count):
    return 0.1


def step_decay(count):
    return jnp.where(count < 100, 0.1, 0.01)


SCHEDULES = {"constant": constant, "step": step_decay}
