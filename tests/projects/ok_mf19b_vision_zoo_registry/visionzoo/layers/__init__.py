from .conv import Conv
from .norm import GroupNorm

__all__ = ["Conv", "GroupNorm"]
