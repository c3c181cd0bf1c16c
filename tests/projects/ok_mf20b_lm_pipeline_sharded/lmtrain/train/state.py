from typing import NamedTuple

import jax.numpy as jnp

from ..optim import AdamState


class TrainState(NamedTuple):
    step: jnp.ndarray
    params: dict
    opt: AdamState
