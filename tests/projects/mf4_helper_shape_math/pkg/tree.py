import jax


def scale(tree, s):
    return jax.tree_map(lambda t: t * s, tree)  # expect: JAX901
