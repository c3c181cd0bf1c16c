# Thread: https://github.com/jax-ml/jax/issues/30441
# Shape: the fix the JAX docs recommend: unflatten builds the node with `object.__new__` and sets the field, so the validating constructor runs only on user construction
# expect: ok
import jax
import jax.numpy as jnp


class SingleArrayNode:
    def __init__(self, arr):
        assert len(arr) == 2
        self.arr = arr


def _flatten(node):
    return (node.arr,), None


def _unflatten(aux, children):
    node = object.__new__(SingleArrayNode)
    node.arr = children[0]
    return node


jax.tree_util.register_pytree_node(SingleArrayNode, _flatten, _unflatten)


@jax.jit
def increment(node):
    return node.arr + 1


node = SingleArrayNode(jnp.asarray([42, 22]))
print(increment(node))
print(increment.lower(node).as_text()[:40])
