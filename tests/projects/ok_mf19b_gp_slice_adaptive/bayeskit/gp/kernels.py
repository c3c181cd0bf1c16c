"""Stationary kernels: k(x1, x2) = variance * f(|x1 - x2| / lengthscale)."""
import math

import jax.numpy as jnp

from .distance import sq_dist


class Stationary:
    def __init__(self, lengthscale=1.0, variance=1.0):
        self.lengthscale = lengthscale
        self.variance = variance

    def profile(self, r2):
        raise NotImplementedError

    def __call__(self, x1, x2):
        return self.variance * self.profile(sq_dist(x1, x2, self.lengthscale))

    def gram(self, x, jitter=1e-6):
        return self(x, x) + jitter * jnp.eye(x.shape[0])


class RBF(Stationary):
    def profile(self, r2):
        return jnp.exp(-0.5 * r2)


class Matern32(Stationary):
    def profile(self, r2):
        r = math.sqrt(3.0) * jnp.sqrt(r2 + 1e-12)
        return (1.0 + r) * jnp.exp(-r)


class Matern52(Stationary):
    def profile(self, r2):
        r = math.sqrt(5.0) * jnp.sqrt(r2 + 1e-12)
        return (1.0 + r + r ** 2 / 3.0) * jnp.exp(-r)
