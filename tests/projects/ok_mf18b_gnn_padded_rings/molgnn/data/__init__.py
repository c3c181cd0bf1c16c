from .batching import pad_batch
from .graphs import Graph, node_graph_index
from .synthetic import make_dataset

__all__ = ["Graph", "make_dataset", "node_graph_index", "pad_batch"]
