import jax.numpy as jnp

import tables.rates as rates


def step(carry, phase):
    level = carry * rates.DECAY[phase]  # expect: JAX201
    return level, jnp.sum(level)
