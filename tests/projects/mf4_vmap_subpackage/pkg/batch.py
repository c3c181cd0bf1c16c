import jax
import jax.numpy as jnp

from .losses import hinge


def mean_hinge(scores, labels):
    return jnp.mean(jax.vmap(hinge)(scores, labels))
