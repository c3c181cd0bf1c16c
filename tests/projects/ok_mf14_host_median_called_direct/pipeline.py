import jax
import jax.numpy as jnp

import stats


@jax.jit
def standardize(x):
    return (x - stats.robust_center(x)[:, None]) / stats.robust_scale(x)[:, None]


def run():
    return standardize(jnp.arange(12.0).reshape(3, 4))
