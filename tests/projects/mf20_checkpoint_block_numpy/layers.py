import jax
import numpy as np


def residual(w, x):
    h = np.tanh(x @ w)  # expect: JAX501
    return x + h


def init_layer(key, width):
    return jax.random.normal(key, (width, width)) * 0.1
