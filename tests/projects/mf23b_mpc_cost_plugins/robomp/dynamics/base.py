import abc

import numpy as np

from ..integrate import rk4


class SaturationMixin:
    """Actuator limits: every control is clipped to [-u_max, u_max] before it acts."""

    def saturate(self, u):
        return np.clip(u, -self.u_max, self.u_max)  # expect: JAX501


class DynamicsModel(abc.ABC):
    state_dim = control_dim = None

    def __init__(self, dt=0.05, u_max=1.0):
        self.dt, self.u_max = dt, u_max

    @abc.abstractmethod
    def derivatives(self, x, u):
        """dx/dt."""

    def step(self, x, u):
        return rk4(self.derivatives, x, u, self.dt)
