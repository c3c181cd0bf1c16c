import jax.numpy as jnp


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)
