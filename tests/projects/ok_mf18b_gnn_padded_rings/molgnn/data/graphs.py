"""A batch of graphs as flat arrays (jraph-style), plus masks for the padding."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Graph(NamedTuple):
    nodes: jax.Array      # [N, F]
    senders: jax.Array    # [E]
    receivers: jax.Array  # [E]
    n_node: jax.Array     # [G]  the last graph holds the padding
    n_edge: jax.Array     # [G]
    labels: jax.Array     # [G]

    @property
    def n_graph(self) -> int:
        return self.n_node.shape[0]


def node_graph_index(graph):
    """Which graph each node belongs to; total_repeat_length keeps the shape static."""
    return jnp.repeat(jnp.arange(graph.n_graph), graph.n_node, total_repeat_length=graph.nodes.shape[0])


def node_mask(graph):
    return node_graph_index(graph) < graph.n_graph - 1


def edge_mask(graph):
    edge_graph = jnp.repeat(jnp.arange(graph.n_graph), graph.n_edge, total_repeat_length=graph.senders.shape[0])
    return edge_graph < graph.n_graph - 1


def graph_mask(graph):
    return jnp.arange(graph.n_graph) < graph.n_graph - 1
