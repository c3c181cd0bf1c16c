"""A twisted Gaussian (Haario et al.): x2 bends along x1 ** 2."""
import jax.numpy as jnp


class Banana:
    def __init__(self, dim, curvature=0.1):
        self.dim = dim
        self.curvature = curvature

    def log_prob(self, z):
        x1, x2, rest = z[0], z[1], z[2:]
        y2 = x2 + self.curvature * x1 ** 2 - 100 * self.curvature
        return -0.5 * (x1 ** 2 / 100.0 + y2 ** 2 + jnp.sum(rest ** 2))

    def initial_position(self):
        return jnp.zeros(self.dim)
