import jax.numpy as jnp

__all__ = ["scale_for"]


def scale_for(x):
    return 1.0 / int(jnp.sqrt(x.shape[-1]))  # expect: JAX105
