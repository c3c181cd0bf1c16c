"""Viscous Burgers: u_t + u u_x = nu u_xx, upwinded advection."""
import jax.numpy as jnp
import numpy as np

from ..operators import d1_upwind, d2_central
from .base import Equation


class Burgers(Equation):
    def rhs(self, u_pad):
        u = u_pad[1:-1]
        positive = np.where(u > 0, 1.0, 0.0)  # expect: JAX501
        adv = u * d1_upwind(u_pad, positive, self.grid.dx)
        return -adv + self.nu * d2_central(u_pad, self.grid.dx)

    def max_speed(self, u):
        return jnp.max(jnp.abs(u))
