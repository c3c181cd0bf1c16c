# Thread: https://github.com/netket/netket/pull/1731
# Shape: a HashableArray wrapper (hash of `wrapped.tobytes()`) is registered as a pytree; a graph dict holding it is an ordinary argument of the jitted energy, so its leaf is a tracer, and handing it on as a static argument of an inner jitted kernel hashes the tracer (`.tobytes()` on a tracer raises, which jit reports as a non-hashable static argument)
# expect: ValueError at line 37
import functools

import jax
import jax.numpy as jnp
import numpy as np


class HashableArray:
    def __init__(self, wrapped):
        self.wrapped = wrapped

    def __hash__(self):
        return hash(self.wrapped.tobytes())

    def __eq__(self, other):
        return type(other) is HashableArray and bool(np.all(self.wrapped == other.wrapped))


jax.tree_util.register_pytree_node(
    HashableArray,
    lambda h: ((h.wrapped,), None),
    lambda _, children: HashableArray(children[0]),
)


@functools.partial(jax.jit, static_argnums=1)
def bond_terms(sigma, edges):
    e = np.asarray(edges.wrapped)
    return sigma[e[:, 0]] * sigma[e[:, 1]]


@jax.jit
def local_energy(sigma, graph):
    return -graph["coupling"] * bond_terms(sigma, graph["edges"]).sum()


edges = HashableArray(np.array([[0, 1], [1, 2], [2, 3], [3, 0]]))
graph = {"edges": edges, "coupling": 1.0}
sigma = jnp.array([1.0, -1.0, 1.0, 1.0])
print(local_energy(sigma, graph))
