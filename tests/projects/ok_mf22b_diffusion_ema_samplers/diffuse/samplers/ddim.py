"""Deterministic (eta=0) or stochastic DDIM steps over a strided subsequence."""
import jax
import jax.numpy as jnp

from .base import Sampler


class DDIMSampler(Sampler):
    def __init__(self, model, schedule, num_steps=10, eta=0.0):
        super().__init__(model, schedule, num_steps)
        self.eta = eta

    def step(self, params, x, t, key):
        ac = self.schedule.alphas_cumprod
        _, stride = self.timesteps()
        t_prev = t - stride
        a_prev = jnp.where(t_prev >= 0, ac[jnp.maximum(t_prev, 0)], 1.0)
        a_t = ac[t]
        eps = self.model(params, x, jnp.full((x.shape[0],), t))
        x0 = (x - jnp.sqrt(1.0 - a_t) * eps) / jnp.sqrt(a_t)
        sigma = self.eta * jnp.sqrt((1.0 - a_prev) / (1.0 - a_t) * (1.0 - a_t / a_prev))
        direction = jnp.sqrt(jnp.clip(1.0 - a_prev - sigma ** 2, 0.0)) * eps
        return jnp.sqrt(a_prev) * x0 + direction + sigma * jax.random.normal(key, x.shape)
