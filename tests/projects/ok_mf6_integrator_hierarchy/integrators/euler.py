import jax.numpy as jnp

from .base import Integrator


class Euler(Integrator):
    def rhs(self, x):
        return -x

    def step(self, x):
        return x + self.dt * self.rhs(x)

    def cond(self, state):
        t, x = state
        return jnp.logical_and(t < self.t_end, jnp.all(jnp.isfinite(x)))
