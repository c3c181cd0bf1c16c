import jax.numpy as jnp
import numpy as np


def dense_softplus(w, x):
    h = x @ w
    return np.log1p(np.exp(h))  # expect: JAX501
