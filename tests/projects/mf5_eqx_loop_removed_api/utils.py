import jax


def global_norm(tree):
    leaves = jax.tree_leaves(jax.tree_map(lambda g: (g ** 2).sum(), tree))  # expect: JAX901
    return sum(leaves) ** 0.5
