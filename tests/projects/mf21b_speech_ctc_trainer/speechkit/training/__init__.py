from .callbacks import Callback, LossLogger
from .decode import greedy_decode
from .trainer import Trainer

__all__ = ["Callback", "LossLogger", "greedy_decode", "Trainer"]
