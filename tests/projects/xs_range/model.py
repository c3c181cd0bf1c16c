import jax.numpy as jnp


def smooth(x, passes: int):
    for _ in range(passes):  # expect: JAX202
        x = (x + jnp.roll(x, 1)) / 2.0
    return x
