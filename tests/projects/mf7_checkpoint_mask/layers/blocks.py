import jax.numpy as jnp


def residual_block(x, w):
    return x + jnp.tanh(x @ w)


def sparse_penalty(h, threshold=0.1):
    active = h[jnp.abs(h) > threshold]  # expect: JAX601
    return jnp.sum(active ** 2)
