from .logging import EpochLog
from .metrics import masked_accuracy

__all__ = ["EpochLog", "masked_accuracy"]
