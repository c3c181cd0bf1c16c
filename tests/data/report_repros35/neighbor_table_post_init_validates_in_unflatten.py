# Thread: https://github.com/cusp-ai-oss/kUPS/pull/290
# Shape: a neighbor table is a dataclass registered with `jax.tree_util.register_dataclass`, whose unflatten rebuilds it through `__init__`; its `__post_init__` validates that no atom overflows the capacity with `if jnp.any(...)`, which runs again on the traced leaves when the table is passed to a jitted energy function
# expect: TracerBoolConversionError at line 24
import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(
    jax.tree_util.register_dataclass,
    data_fields=["positions", "neighbor_idx", "neighbor_counts"],
    meta_fields=["capacity"],
)
@dataclasses.dataclass
class NeighborTable:
    positions: jax.Array
    neighbor_idx: jax.Array
    neighbor_counts: jax.Array
    capacity: int

    def __post_init__(self):
        if jnp.any(self.neighbor_counts > self.capacity):
            raise ValueError("neighbor list overflow: rebuild with a larger capacity")

    def pair_vectors(self):
        return self.positions[self.neighbor_idx] - self.positions[:, None, :]


@jax.jit
def lennard_jones_energy(table, sigma):
    r2 = jnp.sum(table.pair_vectors() ** 2, axis=-1)
    mask = jnp.arange(table.capacity)[None, :] < table.neighbor_counts[:, None]
    inv6 = jnp.where(mask, (sigma**2 / jnp.where(mask, r2, 1.0)) ** 3, 0.0)
    return 2.0 * jnp.sum(inv6**2 - inv6)


positions = jnp.array([[0.0, 0.0, 0.0], [1.1, 0.0, 0.0], [0.0, 1.2, 0.0]])
table = NeighborTable(positions, jnp.array([[1, 2], [0, 2], [0, 1]]), jnp.array([2, 2, 2]), capacity=2)
print(lennard_jones_energy(table, 1.0))
