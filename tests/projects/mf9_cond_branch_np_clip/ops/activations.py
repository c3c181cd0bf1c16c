import jax.numpy as jnp
import numpy as np


def relu(x):
    return jnp.maximum(x, 0.0)


def hard_tanh(x):
    return np.clip(x, -1.0, 1.0)  # expect: JAX501
