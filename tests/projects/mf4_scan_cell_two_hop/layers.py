import jax.numpy as jnp


def cell(params, h, x):
    h = jnp.tanh(params["wh"] @ h + params["wx"] @ x)
    h[0] = 0.0  # expect: JAX701
    return h
