"""Encoder, message-passing stack, readout, classifier."""
import jax
import jax.numpy as jnp

from .config import GNNConfig
from .layers import GraphConv, mean_readout


class GNN:
    def __init__(self, cfg: GNNConfig, n_features: int):
        self.cfg = cfg
        self.convs = [GraphConv(cfg.hidden, cfg.hidden) for _ in range(cfg.n_layers)]
        self.n_features = n_features

    def init(self, key):
        k_enc, k_out, *k_convs = jax.random.split(key, 2 + len(self.convs))
        return {
            "enc": jax.random.normal(k_enc, (self.n_features, self.cfg.hidden)) / jnp.sqrt(self.n_features),
            "convs": [conv.init(k) for conv, k in zip(self.convs, k_convs)],
            "out": jax.random.normal(k_out, (self.cfg.hidden, self.cfg.n_classes)) * 0.01,
        }

    def __call__(self, params, graph):
        h = graph.nodes @ params["enc"]
        for conv, p in zip(self.convs, params["convs"]):
            h = conv(p, graph, h)
        pooled = mean_readout(graph, h)
        return pooled @ params["out"]
