import jax
from jax import lax

from .base import Agent


class EpsilonGreedy(Agent):
    def __init__(self, n_actions, epsilon):
        super().__init__(n_actions)
        self.epsilon = epsilon

    def act(self, key, q):
        k1, k2 = jax.random.split(key)
        explore = jax.random.uniform(k1) < self.epsilon
        return lax.cond(explore, self.explore, self.greedy, k2, q)
