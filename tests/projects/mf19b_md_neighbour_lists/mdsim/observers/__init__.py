"""Observables recorded along a trajectory."""
from .basic import KineticEnergy, PotentialEnergy, Temperature

__all__ = ["KineticEnergy", "PotentialEnergy", "Temperature"]
