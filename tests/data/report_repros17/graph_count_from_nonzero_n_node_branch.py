# Thread: https://github.com/google-deepmind/jraph/issues/55
# Shape: a variant of the helper that counts the non-empty graphs (`jnp.sum(graph.n_node > 0)`) instead of taking `len(graph.n_node)`, then branches on the count with a Python `if`; under jit the count is a tracer
# expect: TracerBoolConversionError at line 23
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
    return jnp.sum(graph.n_node > 0)


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
