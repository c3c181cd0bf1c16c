import jax.numpy as jnp

from .base import DynamicsModel, SaturationMixin


class CartPole(SaturationMixin, DynamicsModel):
    state_dim, control_dim = 4, 1

    def __init__(self, dt=0.02, u_max=10.0, m_cart=1.0, m_pole=0.1, length=0.5, g=9.81):
        super().__init__(dt, u_max)
        self.m_cart, self.m_pole, self.length, self.g = m_cart, m_pole, length, g

    def derivatives(self, x, u):
        _, v, theta, omega = x
        force = self.saturate(u)[0]
        total = self.m_cart + self.m_pole
        temp = (force + self.m_pole * self.length * omega ** 2 * jnp.sin(theta)) / total
        alpha = (self.g * jnp.sin(theta) - jnp.cos(theta) * temp) / (
            self.length * (4.0 / 3.0 - self.m_pole * jnp.cos(theta) ** 2 / total))
        acc = temp - self.m_pole * self.length * alpha * jnp.cos(theta) / total
        return jnp.stack([v, acc, omega, alpha])

    def tip(self, x):
        return jnp.stack([x[0] + self.length * jnp.sin(x[2]), self.length * jnp.cos(x[2])])

    def energy(self, x):
        return 0.5 * self.m_pole * x[3] ** 2
