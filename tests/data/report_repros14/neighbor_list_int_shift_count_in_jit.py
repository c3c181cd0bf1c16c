# Thread: https://github.com/NVIDIA/nvalchemi-toolkit-ops/pull/72
# Shape: a docstring example jits a closure that captures the cell and pbc arrays and calls naive_neighbor_list without the precomputed shift arguments, so the helper computing the periodic-image count runs in the trace: jnp ops on the closed-over arrays give tracers and `int(max_shifts.max())` fails
# expect: ConcretizationTypeError at line 12
import jax
import jax.numpy as jnp


def compute_naive_num_shifts(cell, cutoff, pbc):
    inv_cell = jnp.linalg.inv(cell)
    heights = 1.0 / jnp.linalg.norm(inv_cell, axis=0)
    max_shifts = jnp.where(pbc, jnp.ceil(cutoff / heights), 0).astype(jnp.int32)
    return max_shifts, int(max_shifts.max())


def naive_neighbor_list(positions, cutoff, cell, pbc, max_neighbors=8,
                        shift_range_per_dimension=None, max_shifts_per_system=None):
    if shift_range_per_dimension is None or max_shifts_per_system is None:
        shift_range_per_dimension, max_shifts_per_system = compute_naive_num_shifts(cell, cutoff, pbc)
    r = jnp.arange(-max_shifts_per_system, max_shifts_per_system + 1)
    shifts = jnp.stack(jnp.meshgrid(r, r, r, indexing="ij"), -1).reshape(-1, 3)
    shifts = jnp.clip(shifts, -shift_range_per_dimension, shift_range_per_dimension)
    images = positions[None, :, :] + (shifts @ cell)[:, None, :]
    d = jnp.linalg.norm(positions[:, None, None, :] - images[None], axis=-1)
    within = (d < cutoff) & (d > 0)
    num_neighbors = within.sum(axis=(1, 2))
    neighbor_matrix = jnp.argsort(~within.any(axis=1), axis=-1)[:, :max_neighbors]
    return neighbor_matrix, num_neighbors


cell = jnp.eye(3) * 4.0
pbc = jnp.array([True, True, True])
positions = jax.random.uniform(jax.random.key(0), (6, 3)) * 4.0


@jax.jit
def neighbors(positions):
    neighbor_matrix, num_neighbors = naive_neighbor_list(positions, 2.5, cell=cell, pbc=pbc)
    return num_neighbors


print(neighbors(positions))
