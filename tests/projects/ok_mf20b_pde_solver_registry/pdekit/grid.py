from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class Grid:
    n: int
    length: float

    @property
    def dx(self):
        return self.length / self.n

    @property
    def x(self):
        return jnp.arange(self.n) * self.dx
