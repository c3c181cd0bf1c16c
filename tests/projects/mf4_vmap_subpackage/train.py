import jax
import jax.numpy as jnp

import pkg.batch as B


def run():
    scores = jnp.array([0.5, -0.3, 2.0])
    labels = jnp.array([1.0, 1.0, -1.0])
    return jax.jit(B.mean_hinge)(scores, labels)
