# Thread: https://github.com/jax-ml/jax/issues/6853
# Shape: a slice bound read from a dict argument of the jitted function (the dict's leaves are traced)
# expect: IndexError at line 11
import numpy as np
import jax.numpy as jnp
from jax import jit


@jit
def foo(x, d: dict):
    return x[:d['num']] + d['val']


foo(jnp.arange(10), {'num': 5, 'val': np.arange(5)})
