"""Per-graph mean of the real (non-padding) node states."""
import jax
import jax.numpy as jnp

from ..data.graphs import node_graph_index, node_mask


def mean_readout(graph, h):
    mask = node_mask(graph)
    seg = node_graph_index(graph)
    h_real = h[mask]  # expect: JAX601
    sums = jax.ops.segment_sum(h_real, seg[mask], num_segments=graph.n_graph)  # expect: JAX601
    counts = jnp.maximum(graph.n_node, 1).astype(h.dtype)
    return sums / counts[:, None]
