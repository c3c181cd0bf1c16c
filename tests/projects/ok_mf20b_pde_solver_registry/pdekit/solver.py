"""The solver: a scan of adaptive steps, jitted once in the constructor."""
from dataclasses import dataclass

import jax
import jax.numpy as jnp

from .forcing import NoForcing
from .integrators import INTEGRATORS


@dataclass(frozen=True)
class SolverConfig:
    t_end: float = 1.0
    n_steps: int = 100
    cfl: float = 0.5
    method: str = "rk3"


class Solver:
    def __init__(self, equation, boundary, cfg, observers=(), forcing=None):
        self.equation = equation
        self.boundary = boundary
        self.forcing = NoForcing() if forcing is None else forcing
        self.cfg = cfg
        self.observers = list(observers)
        self.step_fn = INTEGRATORS[cfg.method]
        self._run = jax.jit(self._scan)

    def _f(self, u, t):
        return self.equation.rhs(self.boundary.pad(u)) + self.forcing(self.equation.grid.x, t)

    def _advance(self, carry, _):
        u, t = carry
        dt_target = (self.cfg.t_end - t) / self.cfg.n_steps
        dt = jnp.minimum(self.equation.stable_dt(u, self.cfg.cfl), jnp.maximum(dt_target, 1e-6))
        u = self.boundary.enforce(self.step_fn(lambda v: self._f(v, t), u, dt))
        record = {obs.name: obs(u) for obs in self.observers}
        return (u, t + dt), record

    def _scan(self, u0):
        (u, t), history = jax.lax.scan(self._advance, (u0, jnp.zeros(())), None, length=self.cfg.n_steps)
        return u, history

    def run(self, u0):
        u, history = self._run(u0)
        return u, {k: [float(x) for x in v] for k, v in history.items()}
