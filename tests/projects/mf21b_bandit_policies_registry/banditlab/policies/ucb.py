"""UCB1: optimism in the face of uncertainty."""
import jax.numpy as jnp
import numpy as np

from ..registry import register
from .base import Policy


@register("ucb", c=2.0)
class UCB(Policy):
    def __init__(self, n_arms, c):
        super().__init__(n_arms)
        self.c = c

    def select(self, state, key):
        bonus = jnp.sqrt(self.c * np.log(state.t + 1.0) / jnp.maximum(state.counts, 1e-9))  # expect: JAX501
        scores = jnp.where(state.counts == 0, jnp.inf, self.empirical_means(state) + bonus)
        return jnp.argmax(scores)
