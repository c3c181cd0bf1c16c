import jax
import jax.numpy as jnp

import builders

init_fn, apply_fn = builders.make_model(3)


def run():
    return jax.jit(apply_fn)(init_fn(), jnp.ones(3))
