import jax.numpy as jnp

from .base import LOSSES


def huber(pred, target, delta=1.0):
    err = jnp.abs(pred - target).mean()
    return jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta))


LOSSES["huber"] = huber
