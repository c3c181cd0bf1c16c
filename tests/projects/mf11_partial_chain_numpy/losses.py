import numpy as np
import jax.numpy as jnp


def weighted(pred, target, weights, reduce):
    r = weights * (pred - target) ** 2
    if reduce == "mean":
        return jnp.mean(r)
    return np.sum(np.abs(r))  # expect: JAX501
