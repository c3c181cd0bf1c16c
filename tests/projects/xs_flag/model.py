import jax.numpy as jnp


def forward(x, normalize: bool):
    y = jnp.tanh(x) * 3.0
    if normalize:  # expect: JAX101
        y = y / jnp.linalg.norm(y)
    return y.sum()
