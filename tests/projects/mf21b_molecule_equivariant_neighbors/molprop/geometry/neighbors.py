"""Dense fixed-capacity neighbour lists: each atom keeps its `capacity` nearest atoms inside the cutoff."""
import jax
import jax.numpy as jnp


class NeighborList:
    def __init__(self, cutoff, capacity):
        self.cutoff, self.capacity = cutoff, capacity

    def update(self, positions, mask):
        """Indices [n, capacity] and a validity mask; overflow is an error, not a silent drop."""
        n = positions.shape[0]
        dist = jnp.linalg.norm(positions[:, None] - positions[None, :] + 1e-12, axis=-1)
        within = (dist < self.cutoff) & mask[:, None] & mask[None, :] & ~jnp.eye(n, dtype=bool)
        count = within.sum(axis=1)
        if count.max() > self.capacity:  # expect: JAX101
            raise OverflowError("neighbour list capacity exceeded; rebuild with a larger capacity")
        order = jnp.argsort(jnp.where(within, dist, jnp.inf), axis=1)[:, : self.capacity]
        valid = jnp.take_along_axis(within, order, axis=1)
        return order, valid

    def displacements(self, positions, idx):
        return positions[idx] - positions[:, None, :]


def neighbor_list(cutoff, capacity):
    return NeighborList(cutoff, capacity)
