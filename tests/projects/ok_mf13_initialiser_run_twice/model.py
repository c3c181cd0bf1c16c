import jax
import jax.numpy as jnp

import tables


@jax.jit
def apply(x):
    return x + jnp.sum(tables._table)
