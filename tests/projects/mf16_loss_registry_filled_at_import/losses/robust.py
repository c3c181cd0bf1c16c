import jax.numpy as jnp

from .base import LOSSES


def huber(pred, target, delta=1.0):
    err = jnp.abs(pred - target).mean()
    if err < delta:  # expect: JAX101
        return 0.5 * err**2
    return delta * (err - 0.5 * delta)


LOSSES["huber"] = huber
