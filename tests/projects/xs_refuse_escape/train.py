import jax
import jax.numpy as jnp

from model import tile


@jax.jit
def step(x, reps):
    return tile(x, reps)


def apply(fn, x):
    return fn(x, 2)


def run():
    return apply(step, jnp.arange(4.0))
