"""Integrators register themselves with a class keyword."""
from .base import INTEGRATORS
from . import verlet  # noqa: F401  (fills INTEGRATORS)


def build_integrator(name, potential, dt):
    return INTEGRATORS[name](potential, dt)
