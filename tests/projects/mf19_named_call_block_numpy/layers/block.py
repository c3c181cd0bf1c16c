import jax.numpy as jnp
import numpy as np


def residual_block(w, x):
    """x + tanh(x @ w), the usual pre-activation residual."""
    h = jnp.tanh(x @ w)
    return x + np.asarray(h)  # expect: JAX501
