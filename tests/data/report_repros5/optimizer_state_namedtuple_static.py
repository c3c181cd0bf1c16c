# Thread: https://github.com/google-research/computation-thru-dynamics/issues/15
# Shape: an optimizer-state NamedTuple whose field is a list of arrays is passed in a static position of a jitted loop
# expect: ValueError at line 24
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class OptimizerState(NamedTuple):
    packed_state: list


@partial(jax.jit, static_argnums=(1, 2))
def optimize_core(x, print_every, opt_state):
    lr = 0.1
    for _ in range(print_every):
        x = x - lr * opt_state.packed_state[0] * x
    return x


state = OptimizerState([jnp.ones(3), jnp.zeros(3)])
print(optimize_core(jnp.ones(3), 2, state))
