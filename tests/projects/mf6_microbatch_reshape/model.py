import jax.numpy as jnp


def loss(w, x):
    return jnp.mean((x @ w) ** 2)
