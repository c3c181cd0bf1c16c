"""Embeddings propagated by a list of layers; the final embedding is the layers' mean."""
import jax
import jax.numpy as jnp


class GraphRecommender:
    def __init__(self, layers, n_nodes, dim):
        self.layers = layers
        self.n_nodes = n_nodes
        self.dim = dim

    def init(self, key):
        keys = jax.random.split(key, len(self.layers) + 1)
        return {"emb": 0.1 * jax.random.normal(keys[0], (self.n_nodes, self.dim)),
                "layers": [layer.init(k, self.dim) for layer, k in zip(self.layers, keys[1:])]}

    def embed(self, params, graph):
        h = params["emb"]
        outs = [h]
        for layer, p in zip(self.layers, params["layers"]):
            h = layer(p, h, graph)
            outs.append(h)
        return jnp.mean(jnp.stack(outs), 0)

    def score(self, params, graph, users, items):
        h = self.embed(params, graph)
        return jnp.sum(h[users] * h[items + graph.n_users], -1)
