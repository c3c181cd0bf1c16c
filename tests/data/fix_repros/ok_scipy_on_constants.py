"""Correct: scipy.special on NumPy constants at module level, used as a constant in jit.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp
import numpy as np
import scipy.special

COEFFS = scipy.special.binom(4, np.arange(5))


@jax.jit
def bernstein(t):
    k = jnp.arange(5)
    return jnp.sum(COEFFS * t ** k * (1 - t) ** (4 - k))


def main():
    return bernstein(0.3)
