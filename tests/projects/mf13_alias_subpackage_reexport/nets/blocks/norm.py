import jax.numpy as jnp
import numpy as np


def rms_norm(x, eps=1e-6):
    return x / np.sqrt(jnp.mean(x ** 2) + eps)  # expect: JAX501
