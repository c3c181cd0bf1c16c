# Thread: https://github.com/jax-ml/jax/pull/16404
# Shape: the same loss through `jax.numpy`; NumPy only builds the input
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


@jax.grad
def sum_sin(x):
    return jnp.sin(x).sum()


sum_sin(np.random.randn(10, 10))
