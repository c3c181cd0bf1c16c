from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayBuffer(NamedTuple):
    data: jax.Array
    size: jax.Array


@jax.jit
def insert(buf, x):
    idx = buf.size % buf.data.shape[0]
    buf.data.at[idx].set(x)  # expect: JAX710
    return ReplayBuffer(buf.data, buf.size + 1)
