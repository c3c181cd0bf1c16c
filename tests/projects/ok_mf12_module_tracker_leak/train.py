import jax
import jax.numpy as jnp

import metrics
import model


def run():
    out = jax.jit(model.forward)(jnp.ones(3), jnp.ones((4, 3)))
    metrics.TRACKER.values.append(out)
    return out + metrics.TRACKER.values[-1]
