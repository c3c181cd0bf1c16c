"""A Berendsen thermostat: rescale velocities toward the target temperature."""
import jax.numpy as jnp

from .observables import temperature


class Berendsen:
    def __init__(self, target, tau, dt):
        self.target, self.tau, self.dt = target, tau, dt

    def __call__(self, v):
        current = temperature(v)
        lam = jnp.sqrt(1.0 + self.dt / self.tau * (self.target / current - 1.0))
        return v * lam
