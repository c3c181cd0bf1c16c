import jax


def param_count(model, key):
    shapes = jax.eval_shape(model.init, key)
    return sum(leaf.size for leaf in jax.tree_util.tree_leaves(shapes))
