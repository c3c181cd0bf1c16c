import jax.numpy as jnp


class Euler:
    def __init__(self, dt, n_steps):
        self.dt = dt
        self.n_steps = n_steps

    def run(self, y, rate):
        for _ in range(self.n_steps):
            y = y - self.dt * rate * y
            if jnp.abs(y).max() < 1e-3:  # expect: JAX101
                break
        return y
