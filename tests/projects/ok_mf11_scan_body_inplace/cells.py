import jax.numpy as jnp


def accumulate(carry, x):
    carry = carry.at[0].add(x)
    return carry, carry[0]
