from .callbacks import PrintReturns
from .loop import Loop

__all__ = ["Loop", "PrintReturns"]
