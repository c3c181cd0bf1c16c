from . import hooks
from .tuner import FineTuner

__all__ = ["FineTuner", "hooks"]
