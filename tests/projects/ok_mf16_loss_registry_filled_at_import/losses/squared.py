import jax.numpy as jnp

from .base import LOSSES


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


LOSSES["mse"] = mse
