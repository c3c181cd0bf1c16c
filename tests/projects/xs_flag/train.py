import jax
import jax.numpy as jnp

import model


@jax.jit
def step(x, use_norm):
    return model.forward(x * 2.0, use_norm)


def run():
    x = jnp.arange(4.0)
    return step(x, True), step(x, False)
