"""Rings versus chains: the label needs the cycle, so a GNN must propagate."""
import numpy as np


def _ring_or_chain(rng, n, ring, n_features):
    src = np.arange(n - 1)
    dst = src + 1
    if ring:
        src, dst = np.append(src, n - 1), np.append(dst, 0)
    senders = np.concatenate([src, dst])
    receivers = np.concatenate([dst, src])
    nodes = rng.normal(size=(n, n_features)).astype(np.float32) * 0.1
    nodes[:, 0] = 1.0
    return {"nodes": nodes, "senders": senders, "receivers": receivers, "label": int(ring)}


def make_dataset(cfg):
    rng = np.random.default_rng(cfg["seed"])
    graphs = []
    for i in range(cfg["n_graphs"]):
        n = int(rng.integers(cfg["min_nodes"], cfg["max_nodes"] + 1))
        graphs.append(_ring_or_chain(rng, n, ring=i % 2 == 0, n_features=cfg["node_features"]))
    order = rng.permutation(len(graphs))
    return [graphs[i] for i in order]
