# Thread: https://github.com/lindermanlab/ssm-jax/issues/37
# Shape: a utils module imports tree_multimap from jax.tree_util by name
# expect: ImportError at line 5
import jax.numpy as jnp
from jax.tree_util import tree_all, tree_multimap


def tree_all_equal(tree1, tree2):
    return tree_all(tree_multimap(lambda a, b: jnp.all(a == b), tree1, tree2))


params = {"initial": jnp.ones(3), "transitions": jnp.eye(3)}
print(tree_all_equal(params, params))
