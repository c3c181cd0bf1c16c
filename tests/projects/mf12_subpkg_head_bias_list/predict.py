import jax
import jax.numpy as jnp

import models


def run():
    head = models.ClassifierHead(jnp.eye(3), [0.1, 0.2, 0.3])
    return jax.vmap(head.top_score)(jnp.ones((4, 3)))
