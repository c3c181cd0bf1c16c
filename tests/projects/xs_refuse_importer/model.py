import jax.numpy as jnp


def window(x, size: int):
    return jnp.reshape(x, (-1, size)).max(axis=1)  # expect: JAX202
