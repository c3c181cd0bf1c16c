"""The world sums the force plugins and contact, integrates, projects constraints; jitted once."""
import jax
import jax.numpy as jnp

from .constraints import DistanceConstraints
from .contact import GroundContact
from .forces import load_forces
from .integrators import get_integrator


class EnergyMixin:
    def kinetic_energy(self, state):
        return 0.5 * jnp.sum(state.mass[:, None] * state.vel ** 2)

    def potential_energy(self, state):
        return sum(force.potential(state) for force in self.forces if hasattr(force, "potential"))


class World(EnergyMixin):
    def __init__(self, integrator, forces, contact, constraints, substeps=1):
        self.integrator, self.forces, self.contact = integrator, forces, contact
        self.constraints, self.substeps = constraints, substeps
        self.monitors = []
        self._run = jax.jit(self._simulate, static_argnums=1)

    @classmethod
    def from_config(cls, cfg, pairs, rest_length):
        forces = load_forces(cfg.forces, pairs=pairs, rest_length=rest_length)
        contact = GroundContact(cfg.ground_height, cfg.contact_stiffness)
        constraints = DistanceConstraints(pairs, rest_length, cfg.constraint_iterations)
        return cls(get_integrator(cfg.integrator, cfg.dt / cfg.substeps), forces, contact, constraints, cfg.substeps)

    def add_monitor(self, monitor):
        self.monitors.append(monitor)

    def total_force(self, state):
        total = self.contact(state)
        for force in self.forces:
            total = total + force(state)
        return total

    def step(self, state):
        for _ in range(self.substeps):
            state = self.integrator.step(state, self.total_force)
        pos = self.constraints.project(state.pos, state.inv_mass)
        return state._replace(pos=pos)

    def _simulate(self, state, num_steps):
        state, _ = jax.lax.scan(lambda s, _: (self.step(s), None), state, None, length=num_steps)
        return state, self.kinetic_energy(state), self.potential_energy(state)

    def simulate(self, state, num_steps):
        state, kinetic, potential = self._run(state, num_steps)
        for monitor in self.monitors:
            monitor(kinetic, potential)
        return state
