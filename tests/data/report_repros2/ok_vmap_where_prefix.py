# Thread: https://github.com/jax-ml/jax/issues/5454
# Shape: the maintainers' fix: a static `arange` masked with `jnp.where`
# expect: ok
import jax
import jax.numpy as jnp

arr = jnp.arange(10.0)


def inner_range(i):
    return jnp.where(jnp.arange(arr.shape[0]) <= i, arr, 0).sum()


jax.vmap(inner_range)(jnp.arange(5))
