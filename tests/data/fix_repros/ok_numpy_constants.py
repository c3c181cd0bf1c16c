"""Correct: NumPy on static constants inside jit (np.pi, np.arange of a shape).

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def fourier(x):
    k = np.arange(x.shape[0])
    return jnp.cos(np.pi * k / x.shape[0]) * x


def main():
    return fourier(jnp.ones(4))
