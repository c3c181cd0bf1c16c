import jax.numpy as jnp


def accumulate(carry, x):
    carry[0] = carry[0] + x  # expect: JAX701
    return carry, carry[0]
