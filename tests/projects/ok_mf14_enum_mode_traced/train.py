import jax
import jax.numpy as jnp

import model
from modes import Mode

apply = jax.jit(model.apply, static_argnames="mode")


def run():
    params = {"w": jnp.ones((3, 4)), "v": jnp.ones((4, 1))}
    x = jnp.ones((2, 3))
    return apply(params, x, jax.random.key(0), Mode.TRAIN)
