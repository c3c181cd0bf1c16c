from typing import NamedTuple

import jax.numpy as jnp


class State(NamedTuple):
    x: jnp.ndarray
    v: jnp.ndarray
    settled: jnp.ndarray


def initial():
    return State(jnp.ones(2), jnp.zeros(2), jnp.array(False))
