import jax.numpy as jnp


def mse(params, x, y):
    return jnp.mean((params.apply(x) - y) ** 2)
