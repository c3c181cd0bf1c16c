# Thread: https://github.com/google-research/computation-thru-dynamics/issues/15
# Shape: the optimizer state is a traced pytree argument; only the iteration count is static
# expect: ok
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class OptimizerState(NamedTuple):
    packed_state: list


@partial(jax.jit, static_argnums=(1,))
def optimize_core(x, print_every, opt_state):
    lr = 0.1
    for _ in range(print_every):
        x = x - lr * opt_state.packed_state[0] * x
    return x


state = OptimizerState([jnp.ones(3), jnp.zeros(3)])
print(optimize_core(jnp.ones(3), 2, state))
