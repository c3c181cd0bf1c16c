import jax
import jax.numpy as jnp

import model


def run():
    return jax.jit(model.forward)(jnp.ones((3, 2)), jnp.ones((5, 3)))
