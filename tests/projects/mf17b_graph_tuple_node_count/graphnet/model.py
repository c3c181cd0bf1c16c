import jax

from .layers import gcn_layer, init_gcn


def init_model(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_gcn(k, a, b) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, graph):
    for w in params:
        graph = graph._replace(nodes=gcn_layer(w, graph))
    return graph.nodes.sum(axis=0)
