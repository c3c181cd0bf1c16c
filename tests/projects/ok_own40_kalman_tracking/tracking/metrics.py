import jax.numpy as jnp


def rmse(estimates, truth):
    return jnp.sqrt(jnp.mean((estimates - truth) ** 2))
