import jax.numpy as jnp

import model


def run():
    logits = jnp.array([[2.0, 0.5, -1.0], [0.1, 0.2, 0.3]])
    labels = jnp.array([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
    return model.nll_jit(logits, labels)
