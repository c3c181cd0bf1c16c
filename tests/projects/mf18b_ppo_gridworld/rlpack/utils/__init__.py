from .logger import EpisodeTracker, print_metrics
from .schedules import linear_anneal

__all__ = ["EpisodeTracker", "linear_anneal", "print_metrics"]
