"""Particles, pluggable forces, integrators, ground contact and distance constraints."""
from .config import SimConfig
from .state import ParticleState
from .world import World

__all__ = ["SimConfig", "ParticleState", "World"]
