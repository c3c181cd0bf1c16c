"""Running a kernel for n steps in one jitted scan."""
from functools import partial

import jax
from jax import lax


@partial(jax.jit, static_argnums=(0, 3))
def run_chain(kernel, state, key, n_samples):
    def body(state, key):
        state, info = kernel.step(state, key)
        return state, (state, info)

    _, (states, infos) = lax.scan(body, state, jax.random.split(key, n_samples))
    return states, infos
