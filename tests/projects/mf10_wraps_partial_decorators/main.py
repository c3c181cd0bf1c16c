import jax.numpy as jnp

from physics import simulate


def run():
    x = jnp.array([0.5, 1.0])
    v = jnp.array([-1.0, 0.5])
    return simulate(x, v, n_steps=10)
