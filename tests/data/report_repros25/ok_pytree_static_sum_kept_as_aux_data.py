# Thread: https://github.com/brentyi/jax_dataclasses/issues/3
# Shape: the derived sum is computed once from the concrete array and carried as aux data; tree_unflatten restores it without running the constructor on tracers
# expect: ok
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class PyTreeDataclass:
    def __init__(self, a, _sum=None):
        self.a = a
        self._sum = int(a.sum()) if _sum is None else _sum

    def tree_flatten(self):
        return (self.a,), self._sum

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(children[0], _sum=aux_data)


def print_pytree(obj):
    return obj._sum


obj = PyTreeDataclass(jnp.arange(4))
print(print_pytree(obj))
print(jax.jit(print_pytree)(obj))
