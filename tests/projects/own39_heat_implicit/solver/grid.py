from typing import NamedTuple

import jax.numpy as jnp


class Grid(NamedTuple):
    n: int
    length: float

    @property
    def dx(self):
        return self.length / (self.n - 1)


def laplacian(u, dx):
    lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx ** 2
    return lap.at[0].set(0.0).at[-1].set(0.0)


def apply_boundary(u, left, right):
    u[0] = left  # expect: JAX701
    u[-1] = right  # expect: JAX701
    return u
