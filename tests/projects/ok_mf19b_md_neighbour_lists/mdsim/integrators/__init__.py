"""Integrators by name; each `make(energy_fn, shift, dt, **kw)` returns (init_fn, step_fn)."""
from .langevin import langevin
from .verlet import velocity_verlet

INTEGRATORS = {"nve": velocity_verlet, "langevin": langevin}


def make_integrator(name, energy_fn, shift, dt, **kwargs):
    return INTEGRATORS[name](energy_fn, shift, dt, **kwargs)
