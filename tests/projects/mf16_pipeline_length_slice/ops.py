import jax.numpy as jnp


def valid_mean(x, length):
    return jnp.mean(x[:length], axis=0)  # expect: JAX202
