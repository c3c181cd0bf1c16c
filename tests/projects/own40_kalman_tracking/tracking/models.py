from typing import NamedTuple

import jax.numpy as jnp


class LinearGaussian(NamedTuple):
    F: jnp.ndarray
    H: jnp.ndarray
    Q: jnp.ndarray
    R: jnp.ndarray


def constant_velocity(dt, q=0.01, r=0.5):
    F = jnp.array([[1.0, dt], [0.0, 1.0]])
    H = jnp.array([[1.0, 0.0]])
    Q = q * jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
    R = jnp.array([[r]])
    return LinearGaussian(F, H, Q, R)
