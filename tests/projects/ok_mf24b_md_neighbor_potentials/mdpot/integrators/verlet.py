"""Velocity Verlet with unit masses."""
from .base import Integrator


class VelocityVerlet(Integrator, name="velocity_verlet"):
    def step(self, state, neighbors):
        v_half = state["v"] + 0.5 * self.dt * state["f"]
        x = state["x"] + self.dt * v_half
        f = self.potential.forces(x, neighbors)
        return {"x": x, "v": v_half + 0.5 * self.dt * f, "f": f}


class Euler(Integrator, name="euler"):
    def step(self, state, neighbors):
        x = state["x"] + self.dt * state["v"]
        f = self.potential.forces(x, neighbors)
        return {"x": x, "v": state["v"] + self.dt * f, "f": f}
