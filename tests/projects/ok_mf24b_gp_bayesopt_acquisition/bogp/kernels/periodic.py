"""A periodic kernel for objectives that repeat."""
import jax.numpy as jnp

from ..transforms import positive
from . import register_kernel
from .base import Kernel


@register_kernel("periodic")
class Periodic(Kernel):
    def __init__(self, period=1.0):
        self.period = period

    def pair(self, params, x, y):
        lengths = positive(params["log_lengths"])
        s = jnp.sin(jnp.pi * jnp.abs(x - y) / self.period) / lengths
        return positive(params["log_scale"]) * jnp.exp(-2.0 * jnp.sum(s ** 2))
