import jax
import jax.numpy as jnp

from .base import TrajectorySolver


class RandomShooting(TrajectorySolver):
    def __init__(self, iters=10, samples=64, noise=0.5, seed=0):
        super().__init__(iters)
        self.samples, self.noise, self.key = samples, noise, jax.random.PRNGKey(seed)

    def solve(self, model, costs, x0, us):
        perturbed = us + self.noise * jax.random.normal(self.key, (self.samples,) + us.shape)
        values = jax.vmap(lambda c: self.total_cost(model, costs, x0, c))(perturbed)
        return perturbed[jnp.argmin(values)]
