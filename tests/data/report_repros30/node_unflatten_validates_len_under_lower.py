# Thread: https://github.com/jax-ml/jax/issues/30441
# Shape: a pytree node's unflatten runs its constructor, which asserts `len(arr) == 2`; jit's call works (tracers have a length), but `jit(f).lower(node)` rebuilds the node from `ArgInfo` placeholders, which have no len(): TypeError in the constructor
# expect: TypeError at line 10; cause line 32
import jax
import jax.numpy as jnp


class SingleArrayNode:
    def __init__(self, arr):
        assert len(arr) == 2
        self.arr = arr


def _flatten(node):
    return (node.arr,), None


def _unflatten(aux, children):
    return SingleArrayNode(children[0])


jax.tree_util.register_pytree_node(SingleArrayNode, _flatten, _unflatten)


@jax.jit
def increment(node):
    return node.arr + 1


node = SingleArrayNode(jnp.asarray([42, 22]))
print(increment(node))
print(increment.lower(node).as_text()[:40])
