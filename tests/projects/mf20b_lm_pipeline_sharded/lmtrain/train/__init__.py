from .state import TrainState
from .trainer import Trainer

__all__ = ["TrainState", "Trainer"]
