"""Beta-Bernoulli Thompson sampling."""
import jax
import jax.numpy as jnp

from ..registry import register
from .base import Policy


@register("thompson", prior_a=1.0, prior_b=1.0)
class Thompson(Policy):
    def __init__(self, n_arms, prior_a, prior_b):
        super().__init__(n_arms)
        self.prior_a, self.prior_b = prior_a, prior_b

    def select(self, state, key):
        a = self.prior_a + state.sums
        b = self.prior_b + state.counts - state.sums
        return jnp.argmax(jax.random.beta(key, a, b))
