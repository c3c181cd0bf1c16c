"""Velocity Verlet (NVE)."""
from ..quantity import force
from .state import MDState


def velocity_verlet(energy_fn, shift, dt, mass=1.0):
    force_fn = force(energy_fn)

    def init_fn(key, R, neighbor, V=None):
        import jax
        V = jax.random.normal(key, R.shape) * 0.1 if V is None else V
        return MDState(R, V - V.mean(axis=0), force_fn(R, neighbor), mass)

    def step_fn(state, neighbor):
        V_half = state.V + 0.5 * dt * state.F / state.mass
        R = shift(state.R, dt * V_half)
        F = force_fn(R, neighbor)
        V = V_half + 0.5 * dt * F / state.mass
        return MDState(R, V, F, state.mass)

    return init_fn, step_fn
