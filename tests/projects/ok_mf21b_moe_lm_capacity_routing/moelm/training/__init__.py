from .schedule import warmup_cosine
from .trainer import Trainer

__all__ = ["warmup_cosine", "Trainer"]
