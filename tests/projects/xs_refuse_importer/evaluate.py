import jax.numpy as jnp

from train import step


def evaluate(x):
    size = jnp.array(2)
    return step(x, size)
