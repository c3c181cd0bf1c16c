import jax.numpy as jnp

import config
import model


def run():
    first = model.scaled(jnp.ones(2))
    config.SCALE = 2.0
    second = model.scaled(jnp.ones(2))
    if float(second[0]) != 2.0:
        raise RuntimeError("stale: the jitted function kept SCALE = 1.0")
    return first, second
