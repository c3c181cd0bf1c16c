import jax
import jax.numpy as jnp
from jax import lax

import sim.dynamics as dyn


@jax.jit
def _run(x0, n_steps):
    return lax.fori_loop(0, n_steps, dyn.body, x0)


def simulate(n_steps):
    return _run(jnp.ones(3), n_steps)
