"""Keeping candidates inside the unit box."""
import jax.numpy as jnp


def project(u):
    return jnp.clip(u, 0.0, 1.0)
