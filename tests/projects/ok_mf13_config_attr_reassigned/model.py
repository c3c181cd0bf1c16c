import jax

import config


@jax.jit
def scaled(x, scale):
    return x * scale
