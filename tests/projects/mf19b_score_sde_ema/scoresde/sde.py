"""The variance-exploding SDE: dx = sqrt(d sigma^2/dt) dW."""
import math

import jax
import jax.numpy as jnp


class VESDE:
    def __init__(self, sigma_min, sigma_max):
        self.sigma_min = sigma_min
        self.sigma_max = sigma_max
        self.log_ratio = math.log(sigma_max / sigma_min)

    def marginal_std(self, t):
        return self.sigma_min * math.pow(self.sigma_max / self.sigma_min, t)  # expect: JAX501

    def diffusion(self, t):
        sigma = self.sigma_min * (self.sigma_max / self.sigma_min) ** t
        return sigma * jnp.sqrt(2.0 * self.log_ratio)

    def perturb(self, key, x, t):
        z = jax.random.normal(key, x.shape)
        std = self.marginal_std(t)
        return x + std[:, None] * z, z, std

    def prior_sample(self, key, shape):
        return jax.random.normal(key, shape) * self.sigma_max
