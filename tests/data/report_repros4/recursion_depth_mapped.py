# Thread: https://github.com/jax-ml/jax/issues/3877
# Shape: the same recursion with one depth per example, so the depth is mapped and the stop test is traced
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


def recursion(depth, seed, xt, xl):
    seed, sample_seed = jax.random.split(seed)
    if depth == 2:
        return xl
    xl = xl + jax.random.normal(sample_seed, ())
    return recursion(depth + 1, seed, xt, xl)


depths = jnp.zeros(2, dtype=int)
jax.vmap(recursion, in_axes=(0, None, 0, 0))(depths, jax.random.key(2), jnp.linspace(0, 1, 2), jnp.zeros([2]))
