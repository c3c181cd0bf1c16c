from typing import NamedTuple

import jax.numpy as jnp


class State(NamedTuple):
    pos: jnp.ndarray
    vel: jnp.ndarray
    t: jnp.ndarray


def reset():
    return State(jnp.zeros(2), jnp.ones(2), jnp.array(0))


def step(state):
    history = jnp.zeros(state.t + 1)  # expect: JAX202
    pos = state.pos + 0.1 * state.vel + history.sum()
    return State(pos, state.vel * 0.99, state.t + 1)
