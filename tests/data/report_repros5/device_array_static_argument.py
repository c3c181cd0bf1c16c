# Thread: https://github.com/jax-ml/jax/issues/883
# Shape: a jnp.array of indices is passed to a static_argnums parameter
# expect: ValueError at line 18
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def take(x, v):
    return x[v]


def main():
    x = jnp.ones((10, 10))
    v = jnp.array([1, 2, 3])
    print(take(x, v))


main()
