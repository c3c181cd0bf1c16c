import jax
import jax.numpy as jnp


def tree_scale(tree, s):
    return jax.tree.map(lambda x: x * s, tree)


def tree_norm(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return jnp.sqrt(sum(jnp.vdot(x, x) for x in leaves))
