import jax.numpy as jnp

from ops import pad_to


def run():
    return pad_to(jnp.ones(3), 5)
