"""A ranking stack: feature columns, embedding tables, DeepFM / DCN rankers, listwise losses, a trainer."""
from . import models
from .losses import LOSSES, get_loss
from .train import Trainer

__all__ = ["LOSSES", "Trainer", "get_loss", "models"]
