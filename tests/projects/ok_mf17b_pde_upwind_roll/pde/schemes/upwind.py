import jax.numpy as jnp


class Upwind:
    """First-order upwind scheme for u_t + c u_x = 0 on a periodic grid (c > 0)."""

    def __init__(self, c):
        self.c = c

    def step(self, u, dt, dx):
        nu = self.c * dt / dx
        return u - nu * (u - jnp.roll(u, 1))
