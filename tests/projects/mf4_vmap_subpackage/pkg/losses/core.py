import jax.numpy as jnp


def hinge(score, label):
    margin = 1.0 - label * score
    if margin > 0:  # expect: JAX101
        return margin
    return jnp.zeros_like(margin)
