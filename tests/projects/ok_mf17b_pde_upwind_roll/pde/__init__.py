"""A tiny finite-volume package: pluggable advection schemes and a jitted time loop."""
from .schemes import LaxFriedrichs, Upwind
from .solver import solve

__all__ = ["LaxFriedrichs", "Upwind", "solve"]
