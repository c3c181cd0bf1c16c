import jax.numpy as jnp


def pair_energy(r, cutoff=2.5):
    if r > cutoff:  # expect: JAX101
        return 0.0
    return 4.0 * (r ** -12 - r ** -6)
