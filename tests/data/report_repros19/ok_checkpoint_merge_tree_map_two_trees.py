# Thread: https://github.com/magenta/mt3/pull/72
# Shape: `jax.tree_util.tree_map` takes several trees, replacing the removed `tree_multimap`
# expect: ok
import jax
import jax.numpy as jnp


def average_params(a, b):
    return jax.tree_util.tree_map(lambda x, y: (x + y) / 2, a, b)


a = {"dense": {"kernel": jnp.ones((2, 2)), "bias": jnp.zeros(2)}}
b = {"dense": {"kernel": jnp.zeros((2, 2)), "bias": jnp.ones(2)}}
print(average_params(a, b))
