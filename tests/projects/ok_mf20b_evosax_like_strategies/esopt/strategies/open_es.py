"""OpenAI-ES: antithetic Gaussian perturbations, centred-rank gradient, decaying sigma."""
import jax
import jax.numpy as jnp

from ..shaping import centered_ranks
from .base import Strategy


class OpenES(Strategy):
    def __init__(self, dim, popsize, sigma_init=0.5, lr=0.1, sigma_decay=0.99, sigma_min=0.05):
        super().__init__(dim, popsize, sigma_init)
        self.lr = lr
        self.sigma_decay = sigma_decay
        self.sigma_min = sigma_min

    def ask(self, key, state):
        half = jax.random.normal(key, (self.popsize // 2, self.dim))
        eps = jnp.concatenate([half, -half])
        return state.mean + state.sigma * eps

    def tell(self, candidates, fitness, state):
        weights = centered_ranks(fitness)
        eps = (candidates - state.mean) / state.sigma
        grad = weights @ eps / (self.popsize * state.sigma)
        sigma = jnp.maximum(self.sigma_min, state.sigma * self.sigma_decay)
        return state._replace(mean=state.mean - self.lr * grad, sigma=sigma,
                              best_fitness=self._track_best(fitness, state), generation=state.generation + 1)
