import jax

from model import Linear


def _flatten(layer):
    return (layer.w, layer.b), None


def _unflatten(_, children):
    return Linear(*children)


jax.tree_util.register_pytree_node(Linear, _flatten, _unflatten)
