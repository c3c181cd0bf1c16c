import jax.numpy as jnp
from jax import lax

from integrators import Euler


def run():
    return lax.scan(Euler.step, jnp.ones(3), jnp.full(4, 0.1))
