import jax.numpy as jnp

RATES = [0.1, 0.05, 0.01]


def step(rates, i, w):
    return w - jnp.asarray(rates)[i] * w
