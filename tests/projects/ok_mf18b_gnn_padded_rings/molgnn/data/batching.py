"""Host-side padding to fixed sizes, so every batch compiles once."""
import jax.numpy as jnp
import numpy as np

from .graphs import Graph


def pad_batch(graphs, pad_nodes, pad_edges):
    nodes, senders, receivers, n_node, n_edge, labels = [], [], [], [], [], []
    offset = 0
    for g in graphs:
        n = g["nodes"].shape[0]
        nodes.append(g["nodes"])
        senders.append(g["senders"] + offset)
        receivers.append(g["receivers"] + offset)
        n_node.append(n)
        n_edge.append(len(g["senders"]))
        labels.append(g["label"])
        offset += n
    if offset >= pad_nodes or sum(n_edge) > pad_edges:
        raise ValueError(f"batch too large for padding: {offset} nodes, {sum(n_edge)} edges")
    n_pad_nodes, n_pad_edges = pad_nodes - offset, pad_edges - sum(n_edge)
    nodes.append(np.zeros((n_pad_nodes, graphs[0]["nodes"].shape[1]), np.float32))
    senders.append(np.full(n_pad_edges, offset))
    receivers.append(np.full(n_pad_edges, offset))
    n_node.append(n_pad_nodes)
    n_edge.append(n_pad_edges)
    labels.append(0)
    return Graph(
        nodes=jnp.asarray(np.concatenate(nodes)),
        senders=jnp.asarray(np.concatenate(senders), jnp.int32),
        receivers=jnp.asarray(np.concatenate(receivers), jnp.int32),
        n_node=jnp.asarray(n_node, jnp.int32),
        n_edge=jnp.asarray(n_edge, jnp.int32),
        labels=jnp.asarray(labels, jnp.int32),
    )
