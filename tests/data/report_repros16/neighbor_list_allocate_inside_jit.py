# Thread: https://github.com/jax-md/jax-md/issues/161
# Shape: a neighbor-list builder in the style of jax_md.partition: `allocate` sizes the buffer from the data (`int(jnp.max(counts))`, needs concrete positions) and `update` reuses the capacity; the jitted real-space energy calls `allocate` on its traced positions instead of `update`
# expect: ConcretizationTypeError at line 25
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class NeighborList(NamedTuple):
    idx: jnp.ndarray
    capacity: int
    update: Callable


class NeighborListFns(NamedTuple):
    allocate: Callable


def neighbor_list(cutoff):
    def build(positions, capacity=None):
        d = jnp.linalg.norm(positions[:, None] - positions[None, :], axis=-1)
        within = (d < cutoff) & (d > 0)
        if capacity is None:
            capacity = int(jnp.max(jnp.sum(within, axis=1)))
        idx = jnp.argsort(~within, axis=1)[:, :capacity]
        return NeighborList(idx, capacity, lambda p: build(p, capacity))

    return NeighborListFns(allocate=build)


neighbor_fn = neighbor_list(cutoff=1.5)


@jax.jit
def real_space(positions, charges):
    nbrs = neighbor_fn.allocate(positions)
    qj = charges[nbrs.idx]
    rij = jnp.linalg.norm(positions[:, None] - positions[nbrs.idx], axis=-1)
    return jnp.sum(charges[:, None] * qj / (rij + 1.0))


positions = jax.random.uniform(jax.random.key(0), (16, 3)) * 3.0
charges = jnp.ones(16)
print(real_space(positions, charges))
