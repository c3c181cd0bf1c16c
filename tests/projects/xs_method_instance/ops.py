import jax.numpy as jnp


def take_top(x, k):
    return jnp.sort(x)[-k:]  # expect: JAX202


def first_rows(x, n):
    return x[:n]  # expect: JAX202
