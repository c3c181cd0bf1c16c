# Thread: https://github.com/jax-ml/jax/issues/4471
# Shape: the same mask built with NumPy (static), so indexing works
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def create_mask_inside_jitted_function(x, y):
    mask = np.arange(x.shape[0]) < 3
    return x[mask].sum() + y


jax.jit(create_mask_inside_jitted_function)(jnp.arange(5.0), 1.0)
