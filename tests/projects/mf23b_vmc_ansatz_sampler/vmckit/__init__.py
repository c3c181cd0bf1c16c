"""Variational Monte Carlo: an ansatz registry, Metropolis samplers, local energies, a VMC driver."""
from .ansatz import ANSATZE, make_ansatz
from .config import VMCConfig
from .samplers import make_sampler
from .vmc import VMC

__all__ = ["ANSATZE", "VMC", "VMCConfig", "make_ansatz", "make_sampler"]
