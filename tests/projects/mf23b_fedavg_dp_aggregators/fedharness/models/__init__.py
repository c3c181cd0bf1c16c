from .linear import LogisticModel
from .mlp import MLPModel

__all__ = ["LogisticModel", "MLPModel"]
