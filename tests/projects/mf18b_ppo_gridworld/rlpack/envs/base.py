"""The environment interface: pure reset/step functions over an explicit state."""
from typing import NamedTuple

import jax


class EnvState(NamedTuple):
    pos: jax.Array
    t: jax.Array


class Env:
    n_actions: int = 0

    @property
    def obs_dim(self) -> int:
        raise NotImplementedError

    def reset(self, key):
        raise NotImplementedError

    def step(self, state, action):
        raise NotImplementedError
