from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axes")
def reduce(x, axes):
    return jnp.sum(x, axis=axes)
