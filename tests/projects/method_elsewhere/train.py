import jax
import jax.numpy as jnp

import model


def run():
    m = model.MLP(2.0)
    f = jax.jit(m.apply)
    return f(jnp.ones(3))
