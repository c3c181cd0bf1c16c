"""Recommenders by architecture name."""
from .base import GraphRecommender
from ..layers import GATLayer, LightGCNLayer

MODELS = {"lightgcn": LightGCNLayer, "gat": GATLayer}


def build_model(cfg, graph):
    layers = [MODELS[cfg.arch]() for _ in range(cfg.n_layers)]
    return GraphRecommender(layers, graph.n_nodes, cfg.dim)


__all__ = ["GraphRecommender", "MODELS", "build_model"]
