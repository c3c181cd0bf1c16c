import math

import jax
import jax.numpy as jnp


class StandardNormal:
    def __init__(self, dim):
        self.dim = dim

    def log_prob(self, z):
        return -0.5 * jnp.sum(z ** 2, -1) - 0.5 * self.dim * math.log(2 * math.pi)

    def sample(self, key, n):
        return jax.random.normal(key, (n, self.dim))
