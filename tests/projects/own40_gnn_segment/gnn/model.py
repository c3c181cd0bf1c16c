import jax
import jax.numpy as jnp

from gnn.layers import init_layer, message_passing


def init_model(key, dims):
    keys = jax.random.split(key, len(dims) - 1)
    return [init_layer(k, a, b) for k, a, b in zip(keys, dims[:-1], dims[1:])]


def forward(params, graph):
    for layer in params:
        graph = graph._replace(nodes=message_passing(layer, graph))
    return jnp.mean(graph.nodes, axis=0)
