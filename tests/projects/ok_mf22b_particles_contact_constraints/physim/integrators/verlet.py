"""Velocity Verlet; pinned particles (mass 0) are left where they are."""
import jax.numpy as jnp

from .base import Integrator


class VelocityVerlet(Integrator, name="verlet"):
    def step(self, state, force_fn):
        free = (state.mass > 0)[:, None]
        acc = force_fn(state) * state.inv_mass[:, None]
        half = jnp.where(free, state.vel + 0.5 * self.dt * acc, state.vel)
        pos = jnp.where(free, state.pos + self.dt * half, state.pos)
        moved = state._replace(pos=pos, vel=half)
        acc_new = force_fn(moved) * state.inv_mass[:, None]
        return moved._replace(vel=jnp.where(free, half + 0.5 * self.dt * acc_new, half))
