import jax.numpy as jnp
import numpy as np

SCALE = np.float32(np.exp(1.0))  # at import: NumPy on Python numbers


def grow(state):
    i, x = state
    return i + 1, x + jnp.float32(jnp.exp(x)) * SCALE


def decay(i, x):
    return x * np.float32(0.5)
