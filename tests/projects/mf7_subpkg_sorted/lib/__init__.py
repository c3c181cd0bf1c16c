from .text.ranking import rerank, top_k_mean
from .text import ranking

__all__ = ["rerank", "top_k_mean", "ranking"]
