from . import euler, verlet  # noqa: F401  (registers the integrators)
from .base import INTEGRATORS, Integrator


def get_integrator(name, dt):
    return INTEGRATORS[name](dt)


__all__ = ["Integrator", "get_integrator"]
