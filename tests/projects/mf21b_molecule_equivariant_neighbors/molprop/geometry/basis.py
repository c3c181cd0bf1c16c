"""Radial basis functions and a smooth cutoff envelope."""
import jax.numpy as jnp
import numpy as np


def bessel_rbf(r, n_rbf, cutoff):
    n = jnp.arange(1, n_rbf + 1)
    r = r[..., None]
    return jnp.sqrt(2.0 / cutoff) * jnp.sin(n * jnp.pi * r / cutoff) / jnp.maximum(r, 1e-6)


def cosine_cutoff(r, cutoff):
    envelope = 0.5 * (np.cos(np.pi * r / cutoff) + 1.0)  # expect: JAX501
    return jnp.where(r < cutoff, envelope, 0.0)
