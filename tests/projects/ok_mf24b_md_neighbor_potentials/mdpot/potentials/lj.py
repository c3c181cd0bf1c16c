"""Truncated and shifted Lennard-Jones."""
import jax.numpy as jnp

from .base import PairPotential


class LennardJones(PairPotential):
    def __init__(self, box, cutoff, epsilon=1.0, sigma=1.0):
        super().__init__(box, cutoff)
        self.epsilon, self.sigma = epsilon, sigma
        self.shift = self._raw(cutoff)

    def _raw(self, r):
        s6 = (self.sigma / r) ** 6
        return 4.0 * self.epsilon * (s6 * s6 - s6)

    def pair_energy(self, r):
        e = self._raw(jnp.maximum(r, 0.5 * self.sigma)) - self.shift
        return jnp.where(r < self.cutoff, e, 0.0)
