import jax.numpy as jnp

DECAY = jnp.array([1.0, 0.5, 0.25, 0.125])


def decay_step(i, x):
    return x * DECAY[i]
