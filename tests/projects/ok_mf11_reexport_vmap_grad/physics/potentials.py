import jax.numpy as jnp


def pair_energy(r, cutoff=2.5):
    return jnp.where(r > cutoff, 0.0, 4.0 * (r ** -12 - r ** -6))
