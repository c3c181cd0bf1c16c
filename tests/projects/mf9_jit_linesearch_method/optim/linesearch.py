import jax
import jax.numpy as jnp


class Backtracking:
    def __init__(self, objective, shrink=0.5, c=1e-4):
        self.objective = objective
        self.shrink = shrink
        self.c = c

    def search(self, x, direction):
        t = 1.0
        f0 = self.objective(x)
        slope = jnp.vdot(jax.grad(self.objective)(x), direction)
        while self.objective(x + t * direction) > f0 + self.c * t * slope:  # expect: JAX101
            t = t * self.shrink
        return x + t * direction
