from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    step: jax.Array
    w: jax.Array
    lr: float


def init_state(dim, lr=0.1):
    return TrainState(jnp.asarray(0), jnp.zeros(dim), lr)
