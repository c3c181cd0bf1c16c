import math

import jax.numpy as jnp


def rmse(estimates, truth):
    return math.sqrt(jnp.mean((estimates - truth) ** 2))  # expect: JAX501
