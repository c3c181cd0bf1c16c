"""Stationary kernels: functions of the scaled distance only."""
import jax.numpy as jnp

from ..transforms import positive
from . import register_kernel
from .base import Kernel


@register_kernel("rbf")
class RBF(Kernel):
    def pair(self, params, x, y):
        return positive(params["log_scale"]) * jnp.exp(-0.5 * self.scaled_distance(params, x, y))


@register_kernel("matern52")
class Matern52(Kernel):
    def pair(self, params, x, y):
        r = jnp.sqrt(5.0 * self.scaled_distance(params, x, y) + 1e-12)
        return positive(params["log_scale"]) * (1.0 + r + r ** 2 / 3.0) * jnp.exp(-r)
