"""jnp.argwhere inside jit to find positions above a threshold; only its first row is used.

kind: size
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def first_above(x, t):
    hits = jnp.argwhere(x > t)
    return hits[0, 0]


def main():
    return first_above(jnp.array([0.1, 0.5, 0.9, 0.95]), 0.6)
