# Thread: https://github.com/magenta/mt3/pull/72
# Shape: the colab error the pull request addresses (`module 'jax' has no attribute 'tree_multimap'`), here as a helper averaging two parameter trees with `jax.tree_multimap`, which JAX removed (AttributeError)
# expect: AttributeError at line 9
import jax
import jax.numpy as jnp


def average_params(a, b):
    return jax.tree_multimap(lambda x, y: (x + y) / 2, a, b)


a = {"dense": {"kernel": jnp.ones((2, 2)), "bias": jnp.zeros(2)}}
b = {"dense": {"kernel": jnp.zeros((2, 2)), "bias": jnp.ones(2)}}
print(average_params(a, b))
