# Thread: https://github.com/google-deepmind/jraph/issues/55
# Shape: the helpers: the number of graphs in a (possibly batched) GraphsTuple-like NamedTuple is `len(graph.n_node)` and a Python `if num_graphs <= 1:` picks the padding mask; under jit `len` reads the static leading dimension, so the branch is a Python decision
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class GraphsTuple(NamedTuple):
    nodes: jax.Array
    receivers: jax.Array
    senders: jax.Array
    n_node: jax.Array
    n_edge: jax.Array


def get_number_of_graphs(graph):
    return len(graph.n_node)


def get_graph_padding_mask(graph):
    if get_number_of_graphs(graph) <= 1:
        return jnp.array([True])
    return jnp.arange(graph.n_node.shape[0]) < graph.n_node.shape[0] - 1


@jax.jit
def masked_mean_nodes(graph):
    mask = get_graph_padding_mask(graph)
    return jnp.sum(mask) + jnp.mean(graph.nodes)


graph = GraphsTuple(jnp.ones((10, 3)), jnp.arange(10), jnp.arange(10), jnp.array([10]), jnp.array([10]))
print(masked_mean_nodes(graph))
