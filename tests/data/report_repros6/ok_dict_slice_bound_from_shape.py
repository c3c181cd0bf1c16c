# Thread: https://github.com/jax-ml/jax/issues/6853
# Shape: the thread's trick: the bound is the static shape of a placeholder array in the dict
# expect: ok
import numpy as np
import jax.numpy as jnp
from jax import jit


@jit
def bar(x, d: dict):
    return x[:d['num'].shape[0]] + d['val']


bar(jnp.arange(10), {'num': jnp.zeros((5, 0)), 'val': np.arange(5)})
