"""A fixed-capacity neighbour list: for each particle, the indices of those within cutoff + skin."""
import jax
import jax.numpy as jnp


class NeighborList:
    def __init__(self, box, cutoff, skin, capacity):
        self.box, self.radius, self.capacity = box, cutoff + skin, capacity

    def build(self, positions):
        n = positions.shape[0]
        d = jax.vmap(jax.vmap(self.box.displacement, (None, 0)), (0, None))(positions, positions)
        close = (jnp.sum(d ** 2, -1) < self.radius ** 2) & ~jnp.eye(n, dtype=bool)
        return jax.vmap(self.row)(close)

    def row(self, close):
        idx = jnp.nonzero(close)[0]  # expect: JAX602
        return jnp.pad(idx, (0, self.capacity - idx.shape[0]), constant_values=close.shape[0])
