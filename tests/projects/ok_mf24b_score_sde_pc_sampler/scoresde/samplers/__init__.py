from .correctors import CORRECTORS
from .pc import PCSampler
from .predictors import PREDICTORS

__all__ = ["CORRECTORS", "PCSampler", "PREDICTORS"]
