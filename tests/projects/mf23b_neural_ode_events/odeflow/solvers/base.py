"""Solvers register by name; the base integrates with a fixed step in a scan."""
import abc

import jax

SOLVERS = {}


def register_solver(name):
    def wrap(cls):
        SOLVERS[name] = cls
        cls.name = name
        return cls
    return wrap


def make_solver(name, **options):
    return SOLVERS[name](**options)


class Solver(abc.ABC):
    def __init__(self, substeps=4, **unused):
        self.substeps = substeps

    @abc.abstractmethod
    def step(self, f, t, y, dt):
        """One step from (t, y): the new state."""

    def advance(self, f, t0, t1, y, events):
        dt = (t1 - t0) / self.substeps

        def body(y, i):
            t = t0 + i * dt
            y_new = self.step(f, t, y, dt)
            return events.apply(t + dt, y_new, y), None

        y, _ = jax.lax.scan(body, y, jax.numpy.arange(self.substeps))
        return y
