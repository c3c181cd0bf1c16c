# Thread: https://github.com/jax-ml/jax/issues/16994
# Shape: the repetitions as a tuple marked static
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=1)
def foo_jit(a, b):
    return jnp.tile(a, b)


a = np.ones([1, 20, 20])
b = (64, 1, 1)
print(foo_jit(a, b).shape)
