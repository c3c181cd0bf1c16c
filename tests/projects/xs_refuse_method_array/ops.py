import jax.numpy as jnp


def take_top(x, k):
    return jnp.sort(x)[-k:]  # expect: JAX202
