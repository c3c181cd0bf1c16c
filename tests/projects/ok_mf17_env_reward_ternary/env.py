from typing import NamedTuple

import jax.numpy as jnp

GOAL = 5.0


class State(NamedTuple):
    pos: jnp.ndarray
    t: jnp.ndarray


def reset():
    return State(jnp.float32(0.0), jnp.int32(0))


def step(state, action):
    pos = state.pos + jnp.where(action == 1, 1.0, -1.0)
    reward = jnp.where(pos >= GOAL, 1.0, -0.01)
    return State(pos, state.t + 1), reward
