from .ess import ESS
from .metropolis import AdaptiveMetropolis

__all__ = ["ESS", "AdaptiveMetropolis"]
