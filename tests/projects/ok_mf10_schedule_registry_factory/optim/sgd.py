from typing import NamedTuple

import jax
import jax.numpy as jnp

from .schedules import SCHEDULES


class SGDState(NamedTuple):
    count: jax.Array


def make_update(schedule_name):
    schedule = SCHEDULES[schedule_name]

    def update(params, grads, state):
        lr = schedule(state.count)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, SGDState(state.count + 1)

    return update
