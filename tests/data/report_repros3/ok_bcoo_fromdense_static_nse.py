# Thread: https://github.com/jax-ml/jax/issues/18245
# Shape: the fix: a static `nse` lets `fromdense` run under `vmap`
# expect: ok
import functools

import jax
import jax.numpy as jnp
from jax.experimental import sparse

fromdense = functools.partial(sparse.BCOO.fromdense, nse=16)
matrix = jax.vmap(fromdense)(jnp.arange(16.).reshape(1, 4, 4))
