from .propagate import LightGCNLayer
from .attention import GATLayer

__all__ = ["LightGCNLayer", "GATLayer"]
