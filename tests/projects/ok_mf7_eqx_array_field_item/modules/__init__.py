from .norm import RMSNorm
from .mlp import MLPBlock

__all__ = ["RMSNorm", "MLPBlock"]
