"""Boltzmann exploration with a discounted (sliding) memory for drifting bandits."""
import jax
import jax.numpy as jnp

from ..registry import register
from .base import ArmStats, Policy


@register("softmax", temperature=0.1, discount=0.98)
class DiscountedSoftmax(Policy):
    def __init__(self, n_arms, temperature, discount):
        super().__init__(n_arms)
        self.temperature, self.discount = temperature, discount

    def select(self, state, key):
        logits = self.empirical_means(state) / self.temperature
        return jax.random.categorical(key, logits)

    def update(self, state, arm, reward):
        onehot = jnp.arange(self.n_arms) == arm
        return ArmStats(self.discount * state.counts + onehot, self.discount * state.sums + onehot * reward,
                        state.t + 1)
