from .classification import cross_entropy as xent
from .regression import huber

__all__ = ["xent", "huber"]
