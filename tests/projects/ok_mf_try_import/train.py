try: import jax
except ImportError: jax = None
import jax.numpy as jnp

try: from compute import halve_large
except ImportError: halve_large = None


def run():
    return jax.jit(halve_large)(jnp.ones(3))
