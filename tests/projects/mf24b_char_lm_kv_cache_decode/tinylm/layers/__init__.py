from .attention import CausalSelfAttention
from .mlp import MLP
from .norm import NORMS

__all__ = ["CausalSelfAttention", "MLP", "NORMS"]
