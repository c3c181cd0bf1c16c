from functools import partial

import jax
from jax import lax


@partial(jax.jit, static_argnums=(0, 2))
def solve(scheme, u0, n_steps, dt, dx):
    """Advance u0 by n_steps steps of `scheme` (any object with .step(u, dt, dx))."""

    def body(i, u):
        return scheme.step(u, dt, dx)

    return lax.fori_loop(0, n_steps, body, u0)
