# Thread: https://github.com/gordicaleksa/get-started-with-JAX/pull/3
# Shape: the cell uses jax.tree_util.tree_map, the direct replacement
# expect: ok
import jax
import jax.numpy as jnp

list_of_trees = [[1, 2, 3], [1, 2], [1, 2, 3, 4]]
another_list_of_trees = [[5, 6, 7], [5, 6], [5, 6, 7, 8]]

summed = jax.tree_util.tree_map(lambda x, y: x + y, list_of_trees, another_list_of_trees)
print(summed)
print(jax.tree_util.tree_map(lambda x: jnp.asarray(x) * 2, list_of_trees))
