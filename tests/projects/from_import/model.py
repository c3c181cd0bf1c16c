import jax.numpy as jnp


def loss_fn(params, x):
    top = (x @ params).max()
    if top > 5.0:  # expect: JAX101
        x = x / top
    return (x @ params).sum()
