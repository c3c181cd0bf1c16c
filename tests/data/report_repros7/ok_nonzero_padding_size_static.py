# Thread: https://github.com/jax-ml/jax/issues/7129
# Shape: the same helper with `size` named static, telling an all-zero input from a hit at 0
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def nonzero_with_configurable_padding(arr, *, size=None, fill_value=-1):
    out = jnp.nonzero(arr, size=size)
    valid = jnp.arange(size) < jnp.count_nonzero(arr)
    return tuple(jnp.where(valid, o, fill_value) for o in out)


print(nonzero_with_configurable_padding(jnp.zeros(5), size=1))
print(nonzero_with_configurable_padding(jnp.ones(5), size=1))
