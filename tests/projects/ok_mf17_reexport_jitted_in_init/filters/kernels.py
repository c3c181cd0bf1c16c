import jax.numpy as jnp


def box_smooth(signal, width):
    kernel = jnp.ones(width) / width
    return jnp.convolve(signal, kernel, mode="same")
