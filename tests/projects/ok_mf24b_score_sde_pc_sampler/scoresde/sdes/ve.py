"""Variance-exploding SDE: geometric noise levels, no drift."""
import jax.numpy as jnp

from . import register_sde
from .base import SDE


@register_sde("ve")
class VESDE(SDE):
    def __init__(self, sigma_min=0.01, sigma_max=5.0):
        self.sigma_min, self.sigma_max = sigma_min, sigma_max
        self.prior_std = sigma_max

    def sigma(self, t):
        return self.sigma_min * (self.sigma_max / self.sigma_min) ** t

    def drift(self, x, t):
        return jnp.zeros_like(x)

    def diffusion(self, t):
        return self.sigma(t) * jnp.sqrt(2.0 * jnp.log(self.sigma_max / self.sigma_min))

    def marginal_prob(self, x0, t):
        return x0, self.sigma(t)
