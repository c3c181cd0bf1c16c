"""Graph classification with message passing on padded, batched graphs."""
from .config import DATA, GNNConfig
from .data import Graph, make_dataset, pad_batch
from .model import GNN
from .train import make_train_step

__all__ = ["DATA", "GNN", "GNNConfig", "Graph", "make_dataset", "make_train_step", "pad_batch"]
