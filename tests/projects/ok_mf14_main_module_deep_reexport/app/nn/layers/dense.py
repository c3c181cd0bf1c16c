import jax.numpy as jnp
import numpy as np


def dense_softplus(w, x):
    h = x @ w
    return jnp.logaddexp(h, 0.0)


def glorot(fan_in, fan_out):
    return np.sqrt(6.0 / (fan_in + fan_out))
