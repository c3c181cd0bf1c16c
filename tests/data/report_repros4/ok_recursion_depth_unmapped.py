# Thread: https://github.com/jax-ml/jax/issues/3877
# Shape: a recursive sampler under vmap with in_axes=None for the depth: the unmapped Python int stays concrete
# expect: ok
import jax
import jax.numpy as jnp


def recursion(depth, seed, xt, xl):
    seed, sample_seed = jax.random.split(seed)
    if depth == 2:
        return xl
    xl = xl + jax.random.normal(sample_seed, ())
    return recursion(depth + 1, seed, xt, xl)


jax.vmap(recursion, in_axes=(None, None, 0, 0))(0, jax.random.key(2), jnp.linspace(0, 1, 2), jnp.zeros([2]))
