"""Run chunks of integrator steps, rebuilding the neighbour list at the start of each chunk."""
import jax

from .neighbors import NeighborList
from .thermostat import Berendsen


class Simulation:
    def __init__(self, integrator, box, cfg, hooks=()):
        self.integrator, self.box, self.cfg = integrator, box, cfg
        self.neighbors = NeighborList(box, cfg.cutoff, cfg.skin, cfg.max_neighbors)
        self.thermostat = Berendsen(cfg.temperature, cfg.tau, cfg.dt)
        self.hooks = list(hooks)
        self._chunk = jax.jit(self.chunk)

    def chunk(self, state):
        neighbors = self.neighbors.build(state["x"])
        state = {**state, "f": self.integrator.potential.forces(state["x"], neighbors)}

        def body(_, state):
            state = self.integrator.step(state, neighbors)
            return {**state, "x": self.box.wrap(state["x"]), "v": self.thermostat(state["v"])}

        return jax.lax.fori_loop(0, self.cfg.steps_per_chunk, body, state)

    def run(self, positions, velocities):
        state = {"x": positions, "v": velocities, "f": positions * 0.0}
        for i in range(self.cfg.chunks):
            state = self._chunk(state)
            for hook in self.hooks:
                hook(i, state)
        return state
