"""A small JAX-MD-like package: periodic space, pair energies, neighbour lists, integrators."""
from . import energy, partition, quantity, space
from .integrators import make_integrator
from .simulation import Simulation

__all__ = ["energy", "partition", "quantity", "space", "make_integrator", "Simulation"]
