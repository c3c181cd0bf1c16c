"""Test functions to minimise."""
import jax.numpy as jnp


def branin(x):
    a, b, c = 1.0, 5.1 / (4 * jnp.pi ** 2), 5.0 / jnp.pi
    r, s, t = 6.0, 10.0, 1.0 / (8 * jnp.pi)
    return a * (x[1] - b * x[0] ** 2 + c * x[0] - r) ** 2 + s * (1 - t) * jnp.cos(x[0]) + s


def sphere(x):
    return jnp.sum(x ** 2)
