# Thread: https://github.com/brentyi/egoallo/issues/17
# Shape: an iteration count kept in a NamedTuple of guidance parameters becomes traced under jit and sizes an array
# expect: TypeError at line 17
from typing import NamedTuple

import jax
import jax.numpy as jnp


class GuidanceParams(NamedTuple):
    step_size: float
    num_iters: int


@jax.jit
def _optimize(x, guidance_params):
    history = jnp.zeros((guidance_params.num_iters,))
    for i in range(3):
        x = x - guidance_params.step_size * x
        history = history.at[i].set(jnp.sum(x))
    return x, history


_optimize(jnp.ones(4), GuidanceParams(0.1, 5))
