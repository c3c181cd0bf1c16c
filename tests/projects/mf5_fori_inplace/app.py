import jax.numpy as jnp

from sim import relax


def run():
    u = jnp.array([0.0, 4.0, 0.0, 4.0, 0.0, 1.0])
    return relax(u)
