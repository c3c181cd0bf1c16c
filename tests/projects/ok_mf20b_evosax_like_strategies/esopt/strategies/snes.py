"""Separable natural evolution strategy with utility weights."""
import jax
import jax.numpy as jnp

from ..shaping import utility_weights
from .base import Strategy


class SNES(Strategy):
    def __init__(self, dim, popsize, sigma_init=0.5, lr_mean=1.0, lr_sigma=None):
        super().__init__(dim, popsize, sigma_init)
        self.lr_mean = lr_mean
        self.lr_sigma = lr_sigma if lr_sigma is not None else (3 + jnp.log(dim)) / (5 * jnp.sqrt(dim))
        self.weights = utility_weights(popsize)

    def ask(self, key, state):
        eps = jax.random.normal(key, (self.popsize, self.dim))
        return state.mean + state.sigma * eps

    def tell(self, candidates, fitness, state):
        order = jnp.argsort(fitness)
        eps = ((candidates - state.mean) / state.sigma)[order]
        eps = jnp.where(state.generation % 10 == 0, eps - eps.mean(0), eps)
        grad_mean = self.weights @ eps
        grad_sigma = self.weights @ (eps ** 2 - 1.0)
        return state._replace(mean=state.mean + self.lr_mean * state.sigma * grad_mean,
                              sigma=state.sigma * jnp.exp(0.5 * self.lr_sigma * grad_sigma),
                              best_fitness=self._track_best(fitness, state), generation=state.generation + 1)
