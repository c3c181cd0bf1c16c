from functools import partial

import jax
import jax.numpy as jnp

import model

CONFIG = {"double": True, "limit": 1.0}
fwd = jax.jit(partial(model.forward, CONFIG))


def run():
    return fwd(jnp.ones(3))
