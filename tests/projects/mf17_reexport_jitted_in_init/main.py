import jax.numpy as jnp

import filters


def main():
    x = jnp.sin(jnp.linspace(0.0, 6.0, 50))
    return filters.smooth(x, 5)
