import jax.numpy as jnp


def safe_normalize(x):
    total = x.sum()
    if total == 0:  # expect: JAX101
        return x
    return x / total


def window(x, size):
    return x[:size] + jnp.zeros(size)  # expect: JAX202
