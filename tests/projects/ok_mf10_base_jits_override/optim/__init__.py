from .base import Optimizer
from .clipped import ClippedSGD
