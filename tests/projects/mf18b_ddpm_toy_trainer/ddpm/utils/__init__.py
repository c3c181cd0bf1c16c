from .checkpoint import restore_checkpoint, save_checkpoint
from .ema import ema_update
from .logging import MetricLogger
from .metrics import global_norm

__all__ = ["MetricLogger", "ema_update", "global_norm", "restore_checkpoint", "save_checkpoint"]
