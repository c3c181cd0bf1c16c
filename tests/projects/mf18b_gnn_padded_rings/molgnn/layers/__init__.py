from .message_passing import GraphConv
from .norm import symmetric_norm
from .readout import mean_readout

__all__ = ["GraphConv", "mean_readout", "symmetric_norm"]
