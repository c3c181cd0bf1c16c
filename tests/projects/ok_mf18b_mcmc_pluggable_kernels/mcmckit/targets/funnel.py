"""Neal's funnel: v ~ N(0, scale^2), x_i | v ~ N(0, exp(v))."""
import math

import jax.numpy as jnp


class Funnel:
    def __init__(self, dim, scale=3.0):
        self.dim = dim
        self.scale = scale

    def log_prob(self, z):
        v, x = z[0], z[1:]
        lp_v = -0.5 * v ** 2 / self.scale ** 2 - math.log(self.scale)
        lp_x = -0.5 * jnp.sum(x ** 2) * jnp.exp(-v) - 0.5 * (self.dim - 1) * v
        return lp_v + lp_x

    def initial_position(self):
        return jnp.zeros(self.dim)
