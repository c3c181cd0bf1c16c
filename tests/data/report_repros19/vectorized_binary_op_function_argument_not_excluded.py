# Thread: https://github.com/jax-ml/jax/issues/19066
# Shape: the issue's `jnp.vectorize(..., signature="(),()->()")` over `f(x, y, func=jnp.add)`, with the function argument left out of `excluded`: `jnp.vectorize` turns every non-excluded argument into an array, and a function is not one
# expect: TypeError at line 15
from functools import partial

import jax.numpy as jnp


@partial(jnp.vectorize, signature="(),()->()")
def f(x, y, func=jnp.add):
    return func(x, y)


print(f(jnp.arange(4), 2))
print(f(jnp.arange(4), 2, jnp.subtract))
