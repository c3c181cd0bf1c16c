"""BAOAB Langevin dynamics (NVT)."""
import jax
import jax.numpy as jnp

from ..quantity import force
from .state import MDState


def langevin(energy_fn, shift, dt, kT=1.0, gamma=0.5, mass=1.0):
    force_fn = force(energy_fn)
    c1 = jnp.exp(-gamma * dt)
    c2 = jnp.sqrt(kT * (1.0 - c1 ** 2) / mass)

    def init_fn(key, R, neighbor, V=None):
        V = jax.random.normal(key, R.shape) * jnp.sqrt(kT / mass) if V is None else V
        return MDState(R, V, force_fn(R, neighbor), mass), key

    def step_fn(carry, neighbor):
        state, key = carry
        key, k = jax.random.split(key)
        V = state.V + 0.5 * dt * state.F / state.mass
        R = shift(state.R, 0.5 * dt * V)
        V = c1 * V + c2 * jax.random.normal(k, V.shape)
        R = shift(R, 0.5 * dt * V)
        F = force_fn(R, neighbor)
        V = V + 0.5 * dt * F / state.mass
        return MDState(R, V, F, state.mass), key

    return init_fn, step_fn
