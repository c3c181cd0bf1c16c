# Thread: https://github.com/jax-ml/jax/pull/6930
# Shape: jnp.union1d inside a jitted function: its output length depends on the values, no size given
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def merge_ids(a, b):
    return jnp.union1d(a, b)


print(merge_ids(jnp.array([3, 1, 2]), jnp.array([2, 5])))
