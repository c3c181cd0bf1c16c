# Thread: https://github.com/jax-ml/jax/pull/6912
# Shape: the PR's example: size fixed with partial, so the output shape is static
# expect: ok
from functools import partial

import jax.numpy as jnp
from jax import jit

x = jnp.array([3, 2, 1, 1, 2])

f = jit(partial(jnp.unique, size=3, return_index=True, return_inverse=True, return_counts=True))
print(f(x))
