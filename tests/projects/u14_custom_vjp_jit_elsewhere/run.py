import jax
import jax.numpy as jnp

import solver


def run():
    jax.jit(solver.simulate, static_argnums=0)(2, jnp.ones(2))
