# Thread: https://github.com/gordicaleksa/get-started-with-JAX/pull/3
# Shape: a tutorial notebook cell adds two pytrees leaf by leaf with the removed jax.tree_util.tree_multimap
# expect: AttributeError at line 10
import jax
import jax.numpy as jnp

list_of_trees = [[1, 2, 3], [1, 2], [1, 2, 3, 4]]
another_list_of_trees = [[5, 6, 7], [5, 6], [5, 6, 7, 8]]

summed = jax.tree_util.tree_multimap(lambda x, y: x + y, list_of_trees, another_list_of_trees)
print(summed)
print(jax.tree_util.tree_map(lambda x: jnp.asarray(x) * 2, list_of_trees))
