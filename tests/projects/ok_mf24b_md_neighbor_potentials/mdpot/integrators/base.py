"""The integrator interface."""
import abc

INTEGRATORS = {}


class Integrator(abc.ABC):
    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name:
            INTEGRATORS[name] = cls

    def __init__(self, potential, dt):
        self.potential, self.dt = potential, dt

    @abc.abstractmethod
    def step(self, state, neighbors):
        """Advance {"x", "v", "f"} by one time step."""
