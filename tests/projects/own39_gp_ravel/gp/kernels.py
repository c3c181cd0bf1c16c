import jax.numpy as jnp
import numpy as np


def squared_distance(x1, x2):
    return np.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1)


def rbf(x1, x2, lengthscale, variance):
    return variance * np.exp(-0.5 * squared_distance(x1, x2) / lengthscale ** 2)  # expect: JAX501
