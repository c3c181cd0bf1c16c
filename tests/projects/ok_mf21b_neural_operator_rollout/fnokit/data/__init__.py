from .burgers import burgers_trajectories
from .normalizer import Normalizer

__all__ = ["burgers_trajectories", "Normalizer"]
