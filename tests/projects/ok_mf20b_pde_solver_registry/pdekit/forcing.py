"""Source terms f(x, t) added to the right-hand side."""
import jax.numpy as jnp


class NoForcing:
    def __call__(self, x, t):
        return jnp.zeros_like(x)


class PulseForcing:
    """A Gaussian bump switched on until t_off."""

    def __init__(self, grid, amplitude, t_off, center=None, width=0.3):
        self.x = grid.x
        self.amplitude = amplitude
        self.t_off = t_off
        self.center = grid.length / 2 if center is None else center
        self.width = width

    def __call__(self, x, t):
        bump = self.amplitude * jnp.exp(-0.5 * ((x - self.center) / self.width) ** 2)
        return jnp.where(t < self.t_off, bump, 0.0)
