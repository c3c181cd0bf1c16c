from typing import NamedTuple

import jax.numpy as jnp


class GraphTuple(NamedTuple):
    nodes: jnp.ndarray
    senders: jnp.ndarray
    receivers: jnp.ndarray
    n_node: int


def from_edges(nodes, edges):
    senders = jnp.array([s for s, _ in edges] + [r for _, r in edges])
    receivers = jnp.array([r for _, r in edges] + [s for s, _ in edges])
    return GraphTuple(nodes, senders, receivers, nodes.shape[0])
