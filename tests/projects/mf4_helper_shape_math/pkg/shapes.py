import jax.numpy as jnp


def flatten(x):
    n = jnp.prod(jnp.array(x.shape[1:]))
    return x.reshape(x.shape[0], n)  # expect: JAX401
