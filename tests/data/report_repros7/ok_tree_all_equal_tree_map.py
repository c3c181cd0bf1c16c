# Thread: https://github.com/lindermanlab/ssm-jax/issues/37
# Shape: the same helper on tree_map, the direct replacement
# expect: ok
import jax.numpy as jnp
from jax.tree_util import tree_all, tree_map


def tree_all_equal(tree1, tree2):
    return tree_all(tree_map(lambda a, b: jnp.all(a == b), tree1, tree2))


params = {"initial": jnp.ones(3), "transitions": jnp.eye(3)}
print(tree_all_equal(params, params))
