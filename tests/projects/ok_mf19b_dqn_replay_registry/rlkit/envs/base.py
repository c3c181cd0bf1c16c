"""The functional environment interface: state in, state out, no hidden mutation."""
from typing import NamedTuple

import jax


class TimeStep(NamedTuple):
    obs: jax.Array
    reward: jax.Array
    done: jax.Array


class Env:
    obs_dim: int
    n_actions: int

    def reset(self, key):
        raise NotImplementedError

    def step(self, state, action):
        raise NotImplementedError
