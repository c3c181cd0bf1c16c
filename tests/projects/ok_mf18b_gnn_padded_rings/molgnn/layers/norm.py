"""GCN normalisation: 1 / sqrt(deg_i * deg_j) per edge, self-loops counted."""
import jax.numpy as jnp
import jax


def symmetric_norm(senders, receivers, n_nodes, edge_mask):
    ones = edge_mask.astype(jnp.float32)
    deg = jax.ops.segment_sum(ones, receivers, num_segments=n_nodes) + 1.0
    inv_sqrt = 1.0 / jnp.sqrt(deg)
    return inv_sqrt[senders] * inv_sqrt[receivers] * ones, inv_sqrt ** 2
