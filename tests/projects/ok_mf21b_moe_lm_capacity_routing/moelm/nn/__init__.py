from .attention import CausalSelfAttention
from .experts import ExpertFFN
from .router import Top1Router

__all__ = ["CausalSelfAttention", "ExpertFFN", "Top1Router"]
