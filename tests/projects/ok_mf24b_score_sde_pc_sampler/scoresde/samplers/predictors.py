"""Predictors: one reverse-time step of the SDE."""
import jax
import jax.numpy as jnp


class EulerMaruyama:
    def __init__(self, sde):
        self.sde = sde

    def __call__(self, key, x, t, dt, score):
        drift = self.sde.reverse_drift(score, x, t)
        noise = jax.random.normal(key, x.shape)
        return x - drift * dt + self.sde.diffusion(t) * jnp.sqrt(dt) * noise


class ReverseDiffusion(EulerMaruyama):
    def __call__(self, key, x, t, dt, score):
        g2 = self.sde.diffusion(t) ** 2 * dt
        return x + g2 * score + jnp.sqrt(g2) * jax.random.normal(key, x.shape)


PREDICTORS = {"euler_maruyama": EulerMaruyama, "reverse_diffusion": ReverseDiffusion}
