"""A potential gives an energy; the mixin derives forces from it."""
import abc

import jax
import jax.numpy as jnp


class ForceMixin:
    def forces(self, positions, neighbors):
        return -jax.grad(self.energy)(positions, neighbors)


class Potential(ForceMixin, abc.ABC):
    @classmethod
    def from_config(cls, box, cfg):
        return cls(box, cutoff=cfg.cutoff)

    @abc.abstractmethod
    def energy(self, positions, neighbors):
        """Total potential energy."""


class PairPotential(Potential):
    def __init__(self, box, cutoff):
        self.box, self.cutoff = box, cutoff

    @abc.abstractmethod
    def pair_energy(self, r):
        """Energy of one pair at distance r."""

    def energy(self, positions, neighbors):
        n = positions.shape[0]
        padded = jnp.concatenate([positions, jnp.zeros((1, positions.shape[1]))])
        d = jax.vmap(jax.vmap(self.box.displacement, (None, 0)))(positions, padded[neighbors])
        r = jnp.sqrt(jnp.sum(d ** 2, -1) + 1e-12)
        valid = neighbors < n
        e = self.pair_energy(jnp.where(valid, r, self.cutoff))
        return 0.5 * jnp.sum(jnp.where(valid, e, 0.0))


class SumPotential(ForceMixin):
    def __init__(self, parts):
        self.parts = list(parts)

    def energy(self, positions, neighbors):
        return sum(part.energy(positions, neighbors) for part in self.parts)
