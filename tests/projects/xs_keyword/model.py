import jax.numpy as jnp


def pooled(x, *, groups: int):
    return jnp.reshape(x, (groups, -1)).mean(axis=1)  # expect: JAX202
