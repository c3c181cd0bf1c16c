# Thread: https://github.com/jax-ml/jax/issues/6853
# Shape: the same dict, holding an array, marked static: it cannot be hashed
# expect: ValueError at line 16
from functools import partial

import numpy as np
import jax.numpy as jnp
from jax import jit


@partial(jit, static_argnums=1)
def foo(x, d: dict):
    return x[:d['num']] + d['val']


foo(jnp.arange(10), {'num': 5, 'val': np.arange(5)})
