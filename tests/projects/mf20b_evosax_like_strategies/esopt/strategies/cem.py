"""Cross-entropy method: refit a diagonal Gaussian to the best fraction of the population."""
import jax
import jax.numpy as jnp

from .base import Strategy


class CEM(Strategy):
    def __init__(self, dim, popsize, sigma_init=1.0, elite_ratio=0.25, smoothing=0.2):
        super().__init__(dim, popsize, sigma_init)
        self.n_elite = max(1, int(popsize * elite_ratio))
        self.smoothing = smoothing

    def ask(self, key, state):
        return state.mean + state.sigma * jax.random.normal(key, (self.popsize, self.dim))

    def tell(self, candidates, fitness, state):
        elite = candidates[jnp.argsort(fitness)[: self.n_elite]]
        mean = (1 - self.smoothing) * elite.mean(0) + self.smoothing * state.mean
        sigma = (1 - self.smoothing) * elite.std(0) + self.smoothing * state.sigma
        return state._replace(mean=mean, sigma=jnp.maximum(sigma, 1e-3),
                              best_fitness=self._track_best(fitness, state), generation=state.generation + 1)
