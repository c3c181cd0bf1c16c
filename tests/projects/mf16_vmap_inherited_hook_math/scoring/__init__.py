from .base import Scorer
from .rankers import LogRanker

__all__ = ["Scorer", "LogRanker"]
