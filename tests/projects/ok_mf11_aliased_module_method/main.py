import jax
import jax.numpy as jnp

import nets.linear as L


def run():
    layer = L.Linear(3, 2)
    fwd = jax.jit(layer.apply)
    return fwd(jnp.ones((4, 3))) + 1.0
