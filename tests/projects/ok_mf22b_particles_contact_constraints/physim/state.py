from typing import NamedTuple

import jax.numpy as jnp


class ParticleState(NamedTuple):
    pos: jnp.ndarray  # (n, 2)
    vel: jnp.ndarray  # (n, 2)
    mass: jnp.ndarray  # (n,), 0 for a pinned particle

    @property
    def inv_mass(self):
        return jnp.where(self.mass > 0, 1.0 / jnp.where(self.mass > 0, self.mass, 1.0), 0.0)
