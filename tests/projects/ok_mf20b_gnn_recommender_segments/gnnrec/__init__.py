"""Graph recommenders on user-item bipartite graphs, written on segment ops."""
from .config import RecConfig
from .data import synthetic_interactions
from .models import build_model, MODELS
from .trainer import Trainer

__all__ = ["RecConfig", "synthetic_interactions", "build_model", "MODELS", "Trainer"]
