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
    reward = 1.0 if pos >= GOAL else -0.01  # expect: JAX101
    return State(pos, state.t + 1), reward
