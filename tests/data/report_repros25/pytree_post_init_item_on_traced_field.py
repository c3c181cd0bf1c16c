# Thread: https://github.com/brentyi/jax_dataclasses/issues/3
# Shape: a pytree class derives a static field in its constructor with `.sum().item()`; jit rebuilds the object from its leaves inside the trace (tree_unflatten calls the constructor), so `.item()` runs on a tracer
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class PyTreeDataclass:
    def __init__(self, a):
        self.a = a
        self._sum = self.a.sum().item()

    def tree_flatten(self):
        return (self.a,), None

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children)


def print_pytree(obj):
    return obj._sum


obj = PyTreeDataclass(jnp.arange(4))
print(print_pytree(obj))
print(jax.jit(print_pytree)(obj))
