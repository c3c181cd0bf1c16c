import jax
import jax.numpy as jnp

import optim


def run():
    step = jax.jit(optim.make_update(0.1))
    return step(jnp.ones(3), jnp.ones(3) * 2)
