# Thread: https://github.com/NVIDIA/nvalchemi-toolkit-ops/pull/160
# Shape: the pattern the pull request documents: the shift metadata is computed once outside `jax.jit` (`compute_naive_num_shifts` on the concrete cell) and passed in, so `naive_neighbor_list` skips its None-filling branch and `max_shifts` is a Python int inside the trace
# expect: ok
import jax
import jax.numpy as jnp


def compute_naive_num_shifts(cell, cutoff, pbc):
    inverse = jnp.linalg.inv(cell)
    face_distance = 1.0 / jnp.linalg.norm(inverse, axis=0)
    shift_range = jnp.where(pbc, jnp.ceil(cutoff / face_distance), 0).astype(jnp.int32)
    num_shifts = jnp.prod(2 * shift_range + 1)
    max_shifts = int(num_shifts)
    return shift_range, num_shifts, max_shifts


def _enumerate_shifts(shift_range, max_shifts):
    widths = 2 * shift_range + 1
    k = jnp.arange(max_shifts)
    digits = jnp.stack([k % widths[0], (k // widths[0]) % widths[1], k // (widths[0] * widths[1])], axis=1)
    return digits - shift_range


def naive_neighbor_list(positions, cutoff, cell, pbc, max_neighbors=16,
                        shift_range=None, num_shifts=None, max_shifts=None):
    if shift_range is None:
        shift_range, num_shifts, max_shifts = compute_naive_num_shifts(cell, cutoff, pbc)
    shifts = _enumerate_shifts(shift_range, max_shifts) @ cell
    images = positions[None, :, None, :] + shifts[None, None, :, :]
    distances = jnp.linalg.norm(positions[:, None, None, :] - images, axis=-1)
    within = (distances < cutoff) & (distances > 0.0)
    counts = within.reshape(positions.shape[0], -1).sum(axis=1)
    return jnp.minimum(counts, max_neighbors)


positions = jax.random.uniform(jax.random.PRNGKey(0), (8, 3)) * 4.0
cell = jnp.eye(3) * 4.0
pbc = jnp.array([True, True, False])
cutoff = 2.5


shift_range, num_shifts, max_shifts = compute_naive_num_shifts(cell, cutoff, pbc)


@jax.jit
def neighbor_counts(positions):
    return naive_neighbor_list(positions, cutoff, cell=cell, pbc=pbc, shift_range=shift_range,
                               num_shifts=num_shifts, max_shifts=max_shifts)


print(neighbor_counts(positions))
