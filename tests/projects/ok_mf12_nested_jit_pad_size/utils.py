from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n")
def pad_rows(x, n):
    out = jnp.zeros((n, x.shape[1]))
    return out.at[: x.shape[0]].set(x)
