"""The epsilon-prediction loss with min-SNR weighting."""
import jax
import jax.numpy as jnp
import numpy as np


class DiffusionObjective:
    def __init__(self, model, schedule, snr_gamma=5.0):
        self.model, self.schedule, self.snr_gamma = model, schedule, snr_gamma

    def loss(self, params, x0, key):
        k_t, k_n = jax.random.split(key)
        t = jax.random.randint(k_t, (x0.shape[0],), 0, self.schedule.num_steps)
        noise = jax.random.normal(k_n, x0.shape)
        xt = self.schedule.add_noise(x0, noise, t)
        pred = self.model(params, xt, t)
        snr = self.schedule.snr(t)
        weight = jnp.minimum(snr, self.snr_gamma) / snr
        return jnp.mean(weight * jnp.sum((pred - noise) ** 2, axis=-1))
