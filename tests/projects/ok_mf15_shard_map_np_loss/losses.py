import jax.numpy as jnp


def local_mse(pred, target):
    return jnp.mean((pred - target) ** 2)
