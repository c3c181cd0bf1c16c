try: import jax
except ImportError: jax = None
import jax.numpy as jnp

from compute import halve_large


def run():
    return jax.jit(halve_large)(jnp.ones(3))
