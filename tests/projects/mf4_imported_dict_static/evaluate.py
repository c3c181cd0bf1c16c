import jax.numpy as jnp

import config
from model import affine


def run():
    return affine(jnp.zeros(2), cfg=config.CONFIG)  # expect: JAX810
