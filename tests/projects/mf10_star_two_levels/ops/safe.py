import jax.numpy as jnp

__all__ = ["safe_log", "safe_div"]


def safe_log(x, eps=1e-6):
    if (x <= 0).any():  # expect: JAX101
        x = jnp.clip(x, eps)
    return jnp.log(x)


def safe_div(a, b, eps=1e-6):
    return a / (b + eps)
