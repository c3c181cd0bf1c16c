from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayBuffer(NamedTuple):
    data: jax.Array
    size: jax.Array


@jax.jit
def insert(buf, x):
    idx = buf.size % buf.data.shape[0]
    return buf._replace(data=buf.data.at[idx].set(x), size=buf.size + 1)
