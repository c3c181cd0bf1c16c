import jax.numpy as jnp

import tables.rates as rates
from tables.rates import WEIGHTS


def step(carry, phase):
    level = carry * jnp.asarray(rates.DECAY)[phase] * WEIGHTS[0]
    return level, jnp.sum(level) * len(rates.NAMES)


def weight_of(k):
    return WEIGHTS[k] + rates.DECAY[k]
