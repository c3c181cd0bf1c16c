# Thread: https://github.com/jax-ml/jax/issues/19066
# Shape: the function argument is excluded by position (`excluded={2}`), so it is passed through unchanged and only `x` and `y` are vectorized
# expect: ok
from functools import partial

import jax.numpy as jnp


@partial(jnp.vectorize, signature="(),()->()", excluded={2})
def f(x, y, func=jnp.add):
    return func(x, y)


print(f(jnp.arange(4), 2))
print(f(jnp.arange(4), 2, jnp.subtract))
