# Thread: https://github.com/jax-ml/jax/pull/6930
# Shape: the PR's optional static `size` for union1d, which makes it compile under jit
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def merge_ids(a, b):
    return jnp.union1d(a, b, size=5)


print(merge_ids(jnp.array([3, 1, 2]), jnp.array([2, 5])))
