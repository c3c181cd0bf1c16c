"""Soft-sphere particles in a box: neighbour pairs, energy, velocity-Verlet integration."""
from .integrator import run, verlet_step
