import jax.numpy as jnp

from .base import DynamicsModel, SaturationMixin


class Pendulum(SaturationMixin, DynamicsModel):
    state_dim, control_dim = 2, 1

    def __init__(self, dt=0.05, u_max=2.0, length=1.0, mass=1.0, damping=0.1, g=9.81):
        super().__init__(dt, u_max)
        self.length, self.mass, self.damping, self.g = length, mass, damping, g

    def derivatives(self, x, u):
        theta, omega = x
        torque = self.saturate(u)[0]
        alpha = -self.g / self.length * jnp.sin(theta) - self.damping * omega + torque / (self.mass * self.length ** 2)
        return jnp.stack([omega, alpha])

    def tip(self, x):
        return self.length * jnp.stack([jnp.sin(x[0]), -jnp.cos(x[0])])

    def energy(self, x):
        return 0.5 * self.mass * (self.length * x[1]) ** 2 - self.mass * self.g * self.length * jnp.cos(x[0])
