import jax.numpy as jnp


class Equation:
    """rhs(u_pad) gives du/dt on the interior; max_speed bounds the explicit step."""

    def __init__(self, grid, nu=0.0):
        self.grid = grid
        self.nu = nu

    def rhs(self, u_pad):
        raise NotImplementedError

    def max_speed(self, u):
        return jnp.zeros(())

    def stable_dt(self, u, cfl):
        diffusive = 0.5 * self.grid.dx ** 2 / max(self.nu, 1e-12)
        advective = cfl * self.grid.dx / (self.max_speed(u) + 1e-6)
        return jnp.minimum(diffusive, advective)
