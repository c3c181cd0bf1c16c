"""Variance-preserving SDE with a linear beta schedule."""
import jax.numpy as jnp

from . import register_sde
from .base import SDE


@register_sde("vp")
class VPSDE(SDE):
    prior_std = 1.0

    def __init__(self, beta_min=0.1, beta_max=20.0):
        self.beta_min, self.beta_max = beta_min, beta_max

    def beta(self, t):
        return self.beta_min + t * (self.beta_max - self.beta_min)

    def drift(self, x, t):
        return -0.5 * self.beta(t) * x

    def diffusion(self, t):
        return jnp.sqrt(self.beta(t))

    def marginal_prob(self, x0, t):
        log_mean = -0.25 * t ** 2 * (self.beta_max - self.beta_min) - 0.5 * t * self.beta_min
        mean = jnp.exp(log_mean) * x0
        return mean, jnp.sqrt(1.0 - jnp.exp(2.0 * log_mean))
