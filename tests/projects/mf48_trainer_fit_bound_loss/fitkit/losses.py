"""Robust regression losses."""
import jax.numpy as jnp
import numpy as np


def log_cosh(pred, target):
    return jnp.mean(jnp.log(np.cosh(pred - target)))  # expect: JAX501
