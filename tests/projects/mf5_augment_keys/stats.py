import jax.numpy as jnp


def kept_fraction(x):
    n_kept = int(jnp.sum(x != 0))  # expect: JAX105
    return n_kept / x.size
