"""Correctors: Langevin MCMC at a fixed noise level, step size set by a target SNR."""
import jax
import jax.numpy as jnp


class Langevin:
    def __init__(self, sde, snr):
        self.sde, self.snr = sde, snr

    def __call__(self, key, x, t, score):
        z = jax.random.normal(key, x.shape)
        grad_norm = jnp.linalg.norm(score) + 1e-8
        noise_norm = jnp.linalg.norm(z)
        step = 2.0 * (self.snr * noise_norm / grad_norm) ** 2
        return x + step * score + jnp.sqrt(2.0 * step) * z


class NoCorrector:
    def __init__(self, sde, snr):
        self.sde = sde

    def __call__(self, key, x, t, score):
        return x


CORRECTORS = {"langevin": Langevin, "none": NoCorrector}
