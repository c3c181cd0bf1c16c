import jax
import jax.numpy as jnp

import pkg

forward = jax.jit(pkg.stack)


def run():
    return forward(jnp.linspace(0.0, 1.0, 5), 3)
