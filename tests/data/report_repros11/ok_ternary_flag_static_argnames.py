# Thread: https://github.com/jax-ml/jax/pull/30703
# Shape: the flag marked static (static_argnames) so the conditional runs in Python at trace time
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=['neg'])
def f(x, neg):
  return -x if neg else x


print(f(jnp.arange(3), True))
