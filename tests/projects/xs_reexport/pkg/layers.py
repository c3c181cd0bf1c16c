import jax.numpy as jnp


def stack(x, depth: int):
    for i in range(depth):  # expect: JAX202
        x = jnp.sin(x) + i
    return x.sum()
