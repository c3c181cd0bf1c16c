"""Epsilon-greedy with a decaying exploration rate."""
import jax
import jax.numpy as jnp

from ..registry import register
from .base import Policy


@register("eps_greedy", eps0=1.0, min_eps=0.05)
class EpsilonGreedy(Policy):
    def __init__(self, n_arms, eps0, min_eps):
        super().__init__(n_arms)
        self.eps0, self.min_eps = eps0, min_eps

    def epsilon(self, t):
        return max(self.min_eps, self.eps0 / (1.0 + 0.05 * t))  # expect: JAX103

    def select(self, state, key):
        k_explore, k_arm = jax.random.split(key)
        explore = jax.random.uniform(k_explore) < self.epsilon(state.t)
        random_arm = jax.random.randint(k_arm, (), 0, self.n_arms)
        return jnp.where(explore, random_arm, jnp.argmax(self.empirical_means(state)))
