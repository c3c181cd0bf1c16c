"""Windowed forecasting: scalers, window datasets, models, a trainer and evaluation."""
from .data.scalers import get_scaler
from .data.windows import WindowDataset
from .evaluate import evaluate
from .training.trainer import Trainer

__all__ = ["get_scaler", "WindowDataset", "evaluate", "Trainer"]
