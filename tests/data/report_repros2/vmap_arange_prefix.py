# Thread: https://github.com/jax-ml/jax/issues/5454
# Shape: `jnp.arange(i)` in a function vmapped over `i`
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp

arr = jnp.arange(10.0)


def inner_range(i):
    return arr[jnp.arange(i)].sum()


jax.vmap(inner_range)(jnp.arange(5))
