# Thread: https://github.com/jax-ml/jax/pull/12996
# Shape: the helper jitted with `static_argnums=1`: the length is a Python int at trace time, so `jnp.zeros((pad_to_length, width))` gets a concrete shape (one compilation per length)
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def pad_rows(first_row, pad_to_length):
    width = first_row.shape[0]
    buffer = jnp.zeros((pad_to_length, width), first_row.dtype)
    return buffer.at[0].set(first_row)


print(pad_rows(jnp.array([1, 2]), 4))
