"""Ancestral sampling."""
import jax
import jax.numpy as jnp

from .base import Sampler


class DDPMSampler(Sampler):
    def __init__(self, model, schedule, num_steps=None):
        super().__init__(model, schedule, num_steps or schedule.num_steps)

    def step(self, params, x, t, key):
        s = self.schedule
        eps = self.model(params, x, jnp.full((x.shape[0],), t))
        mean = (x - s.betas[t] / jnp.sqrt(1.0 - s.alphas_cumprod[t]) * eps) / jnp.sqrt(s.alphas[t])
        noise = jax.random.normal(key, x.shape)
        return mean + jnp.where(t > 0, jnp.sqrt(s.betas[t]), 0.0) * noise
