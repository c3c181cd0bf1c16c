"""Periodic boundaries and initial lattices."""
import jax.numpy as jnp


class PeriodicBox:
    def __init__(self, length):
        self.length = length

    def displacement(self, a, b):
        d = a - b
        return d - self.length * jnp.round(d / self.length)

    def wrap(self, x):
        return jnp.mod(x, self.length)


def lattice(side, length):
    grid = (jnp.arange(side) + 0.5) * (length / side)
    x, y, z = jnp.meshgrid(grid, grid, grid, indexing="ij")
    return jnp.stack([x.ravel(), y.ravel(), z.ravel()], -1)
