# Thread: https://github.com/jax-ml/jax/pull/12334
# Shape: the axis marked static by name
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def drop_axis(x, axis):
    return jnp.squeeze(x, axis)


@partial(jax.jit, static_argnames="axis")
def head(x, axis):
    return drop_axis(x, axis) * 2


head(jnp.ones((3, 1)), axis=1)
