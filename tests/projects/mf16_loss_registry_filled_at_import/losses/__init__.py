from .base import LOSSES, get_loss
from . import robust, squared

__all__ = ["LOSSES", "get_loss"]
