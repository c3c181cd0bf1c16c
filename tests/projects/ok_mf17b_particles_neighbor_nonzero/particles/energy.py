import jax.numpy as jnp

from .neighbors import neighbor_pairs


def soft_sphere_energy(positions, cutoff=1.0, eps=1.0):
    i, j = neighbor_pairs(positions, cutoff)
    r = jnp.linalg.norm(positions[i] - positions[j] + 1e-12, axis=-1)
    r = jnp.where(i == j, cutoff, r)  # padding pairs contribute nothing
    return 0.5 * eps * jnp.sum(jnp.where(r < cutoff, (1.0 - r / cutoff) ** 2, 0.0))
