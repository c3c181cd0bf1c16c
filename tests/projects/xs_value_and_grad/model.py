import jax.numpy as jnp


def loss(params, x, order: int):
    y = x @ params
    total = 0.0
    for k in range(order):  # expect: JAX202
        total = total + jnp.mean(y ** (k + 1))
    return total
