"""Cell-free neighbour lists with a fixed capacity per particle."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class NeighborList(NamedTuple):
    idx: jax.Array
    reference: jax.Array
    overflow: jax.Array


class NeighborListFns:
    def __init__(self, displacement, box_size, r_cutoff, skin, capacity):
        self.displacement = displacement
        self.box_size = box_size
        self.r_list = r_cutoff + skin
        self.skin = skin
        self.capacity = capacity

    def _candidates(self, R):
        dr = self.displacement(R[:, None, :], R[None, :, :])
        d2 = jnp.sum(dr ** 2, axis=-1)
        N = R.shape[0]
        return (d2 < self.r_list ** 2) & ~jnp.eye(N, dtype=bool)

    def allocate(self, R):
        mask = self._candidates(R)
        N = R.shape[0]
        order = jnp.argsort(~mask, axis=1, stable=True)[:, : self.capacity]
        idx = jnp.where(jnp.take_along_axis(mask, order, axis=1), order, N)
        return NeighborList(idx, R, jnp.any(mask.sum(axis=1) > self.capacity))

    def update(self, R, nbrs):
        moved = jnp.sum(self.displacement(R, nbrs.reference) ** 2, axis=-1)
        needs_rebuild = jnp.any(moved > (0.5 * self.skin) ** 2)
        mask = self._candidates(R)
        rows, cols = jnp.nonzero(mask, size=mask.size, fill_value=R.shape[0])
        counts = jnp.zeros(R.shape[0], jnp.int32).at[rows].add(1)
        fresh = self.allocate(R)
        idx = jnp.where(needs_rebuild, fresh.idx, nbrs.idx)
        ref = jnp.where(needs_rebuild, R, nbrs.reference)
        return NeighborList(idx, ref, nbrs.overflow | jnp.any(counts > self.capacity))


def neighbor_list(displacement, box_size, r_cutoff, skin=0.3, capacity=32):
    return NeighborListFns(displacement, box_size, r_cutoff, skin, capacity)
