from functools import partial

import jax
import jax.numpy as jnp


def laplacian(u, dx):
    return (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx**2


class HeatSolver:
    def __init__(self, alpha, dx, dt):
        self.alpha = alpha
        self.dx = dx
        self.dt = dt

    @partial(jax.jit, static_argnums=(0, 2))
    def _step(self, u, dt):
        return u + dt * self.alpha * laplacian(u, self.dx)

    def step(self, u):
        return self._step(u, self.dt)

    def run(self, u, n):
        for _ in range(n):
            u = self.step(u)
        return u
