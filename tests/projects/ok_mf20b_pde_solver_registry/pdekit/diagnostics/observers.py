"""Scalar observables recorded at every step of the scan."""
import jax.numpy as jnp


class Mass:
    name = "mass"

    def __init__(self, grid):
        self.dx = grid.dx

    def __call__(self, u):
        return jnp.sum(u) * self.dx


class Energy:
    name = "energy"

    def __init__(self, grid):
        self.dx = grid.dx

    def __call__(self, u):
        return 0.5 * jnp.sum(u ** 2) * self.dx


class TotalVariation:
    name = "tv"

    def __call__(self, u):
        return jnp.sum(jnp.abs(jnp.diff(u)))
