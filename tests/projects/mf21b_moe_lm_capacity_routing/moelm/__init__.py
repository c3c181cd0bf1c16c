"""moelm: a decoder-only language model with top-1 routed mixture-of-experts feed-forward blocks."""
from .config import MoEConfig
from .model import MoETransformer

__all__ = ["MoEConfig", "MoETransformer"]
