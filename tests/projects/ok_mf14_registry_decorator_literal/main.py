import jax
import jax.numpy as jnp

import models


def run():
    model = models.build("mlp", width=4)
    return jax.jit(model)(jnp.ones((3, 4)))
