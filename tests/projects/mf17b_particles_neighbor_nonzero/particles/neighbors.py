import jax.numpy as jnp


def neighbor_pairs(positions, cutoff):
    """Indices (i, j), i != j, of the pairs closer than `cutoff`."""
    dist = jnp.linalg.norm(positions[:, None, :] - positions[None, :, :], axis=-1)
    close = (dist < cutoff) & ~jnp.eye(positions.shape[0], dtype=bool)
    i, j = jnp.nonzero(close)  # expect: JAX602
    return i, j
