import jax.numpy as jnp


def harmonic(x, k=2.0):
    r = jnp.linalg.norm(x, axis=-1)
    return 0.5 * k * jnp.sum(r**2)
