import jax.numpy as jnp


def tile(x, reps: int):
    return jnp.reshape(x, (reps, -1)).sum(axis=0)  # expect: JAX202
