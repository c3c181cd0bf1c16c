"""GCN normalisation: 1 / sqrt(deg_i * deg_j) per edge, self-loops counted."""
import jax.numpy as jnp
import numpy as np


def symmetric_norm(senders, receivers, n_nodes, edge_mask):
    ones = edge_mask.astype(jnp.float32)
    deg = np.bincount(receivers, weights=ones, minlength=n_nodes) + 1.0  # expect: JAX501
    inv_sqrt = 1.0 / jnp.sqrt(deg)
    return inv_sqrt[senders] * inv_sqrt[receivers] * ones, inv_sqrt ** 2
