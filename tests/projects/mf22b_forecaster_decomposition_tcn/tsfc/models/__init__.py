from .dlinear import DLinear
from .tcn import TCN

__all__ = ["DLinear", "TCN"]
