import jax

import config


@jax.jit
def scaled(x):
    return x * config.SCALE  # expect: JAX303
