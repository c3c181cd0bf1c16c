import jax.numpy as jnp

from .base import Objective


class Rosenbrock(Objective):
    def value(self, x):
        return jnp.square(1.0 - x[0]) + 100.0 * jnp.square(x[1] - x[0] ** 2)
