"""A tiny regression kit: a model whose loss method a trainer fits."""
from .data import Standardizer
from .model import Regressor
from .trainer import Trainer

__all__ = ["Regressor", "Standardizer", "Trainer"]
