import jax.numpy as jnp

from config import CONFIG
from model import affine


def run():
    return affine(jnp.ones(3), cfg=CONFIG)  # expect: JAX810
