import abc

INTEGRATORS = {}


class Integrator(abc.ABC):
    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name is not None:
            INTEGRATORS[name] = cls

    def __init__(self, dt):
        self.dt = dt

    @abc.abstractmethod
    def step(self, state, force_fn):
        """Advance the state by dt under the total force force_fn(state)."""
