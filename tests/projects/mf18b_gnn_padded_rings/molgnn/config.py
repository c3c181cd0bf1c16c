from dataclasses import dataclass


@dataclass(frozen=True)
class GNNConfig:
    hidden: int = 32
    n_layers: int = 3
    n_classes: int = 2
    dropout: float = 0.0
    lr: float = 5e-3
    n_epochs: int = 3
    batch_graphs: int = 8


DATA = {
    "n_graphs": 32,
    "min_nodes": 4,
    "max_nodes": 9,
    "node_features": 3,
    "pad_nodes": 96,
    "pad_edges": 256,
    "seed": 0,
}
