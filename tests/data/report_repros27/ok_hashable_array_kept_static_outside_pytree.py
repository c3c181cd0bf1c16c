# Thread: https://github.com/netket/netket/pull/1731
# Shape: the fix: HashableArray is no pytree, and the jitted energy takes the edges as a static argument, so the wrapper is hashed on its concrete NumPy array
# expect: ok
import functools

import jax
import jax.numpy as jnp
import numpy as np


class HashableArray:
    def __init__(self, wrapped):
        self.wrapped = np.asarray(wrapped)

    def __hash__(self):
        return hash(self.wrapped.tobytes())

    def __eq__(self, other):
        return type(other) is HashableArray and bool(np.all(self.wrapped == other.wrapped))


@functools.partial(jax.jit, static_argnums=1)
def bond_terms(sigma, edges):
    e = edges.wrapped
    return sigma[e[:, 0]] * sigma[e[:, 1]]


@functools.partial(jax.jit, static_argnums=1)
def local_energy(sigma, edges, coupling):
    return -coupling * bond_terms(sigma, edges).sum()


edges = HashableArray(np.array([[0, 1], [1, 2], [2, 3], [3, 0]]))
sigma = jnp.array([1.0, -1.0, 1.0, 1.0])
print(local_energy(sigma, edges, 1.0))
