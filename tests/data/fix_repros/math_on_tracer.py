"""math.exp / math.sqrt on traced scalars in a jitted kernel (TypeError: must be real number / ConcretizationTypeError).

kind: numpy
run: main()
"""
import math

import jax
import jax.numpy as jnp


@jax.jit
def rbf(x, y, lengthscale):
    d2 = jnp.sum((x - y) ** 2)
    return math.exp(-d2 / (2 * lengthscale ** 2)) / math.sqrt(2 * math.pi)


def main():
    return rbf(jnp.array([0.0, 1.0]), jnp.array([1.0, 1.0]), 1.5)
