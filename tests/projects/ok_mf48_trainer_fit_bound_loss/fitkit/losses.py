"""Robust regression losses."""
import jax.numpy as jnp


def log_cosh(pred, target):
    return jnp.mean(jnp.log(jnp.cosh(pred - target)))
