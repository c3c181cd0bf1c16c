from . import observables, space
from .config import SimConfig
from .integrators import build_integrator
from .potentials import load_potentials
from .simulation import Simulation

__all__ = ["SimConfig", "Simulation", "build_integrator", "load_potentials", "observables", "space"]
