import jax.numpy as jnp


def powers(x, degree):
    return jnp.stack([x ** k for k in range(degree)])  # expect: JAX202


def expand(row):
    degree = jnp.argmax(row) + 1
    return powers(row.sum(), degree)
