"""A soft repulsive core added on top of the pair potential."""
import jax.numpy as jnp

from .base import PairPotential


class SoftWall(PairPotential):
    @classmethod
    def from_config(cls, box, cfg):
        return cls(box, cutoff=1.0)

    def pair_energy(self, r):
        return jnp.where(r < self.cutoff, 0.5 * (1.0 - r / self.cutoff) ** 2, 0.0)
