"""Velocity Verlet; pinned particles (mass 0) are left where they are."""
import jax.numpy as jnp

from .base import Integrator


class VelocityVerlet(Integrator, name="verlet"):
    def step(self, state, force_fn):
        free = jnp.nonzero(state.mass > 0)[0]  # expect: JAX602
        acc = force_fn(state) * state.inv_mass[:, None]
        half = state.vel.at[free].add(0.5 * self.dt * acc[free])
        pos = state.pos.at[free].add(self.dt * half[free])
        moved = state._replace(pos=pos, vel=half)
        acc_new = force_fn(moved) * state.inv_mass[:, None]
        return moved._replace(vel=half.at[free].add(0.5 * self.dt * acc_new[free]))
