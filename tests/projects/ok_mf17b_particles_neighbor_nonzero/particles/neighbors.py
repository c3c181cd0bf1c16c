import jax.numpy as jnp


def neighbor_pairs(positions, cutoff, max_pairs=64):
    """Indices (i, j), i != j, of the pairs closer than `cutoff`, padded with (0, 0) to max_pairs."""
    dist = jnp.linalg.norm(positions[:, None, :] - positions[None, :, :], axis=-1)
    close = (dist < cutoff) & ~jnp.eye(positions.shape[0], dtype=bool)
    i, j = jnp.nonzero(close, size=max_pairs, fill_value=0)
    return i, j
