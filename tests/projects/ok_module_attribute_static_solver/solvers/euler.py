import jax.numpy as jnp


class Euler:
    def __init__(self, dt, n_steps):
        self.dt = dt
        self.n_steps = n_steps

    def run(self, y, rate):
        for _ in range(self.n_steps):
            y = y - self.dt * rate * y
            y = jnp.where(jnp.abs(y).max() < 1e-3, 0.0 * y, y)
        return y
