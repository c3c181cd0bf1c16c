import jax.numpy as jnp


def mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)
