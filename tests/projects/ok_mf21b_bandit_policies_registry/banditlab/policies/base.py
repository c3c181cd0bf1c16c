"""Abstract policy over a pytree state of per-arm counts and reward sums."""
import abc
from typing import NamedTuple

import jax.numpy as jnp


class ArmStats(NamedTuple):
    counts: jnp.ndarray
    sums: jnp.ndarray
    t: jnp.ndarray


class Policy(abc.ABC):
    def __init__(self, n_arms):
        self.n_arms = n_arms

    def init(self):
        return ArmStats(jnp.zeros(self.n_arms), jnp.zeros(self.n_arms), jnp.asarray(0))

    @abc.abstractmethod
    def select(self, state, key):
        """Index of the arm to pull."""

    def update(self, state, arm, reward):
        onehot = jnp.arange(self.n_arms) == arm
        return ArmStats(state.counts + onehot, state.sums + onehot * reward, state.t + 1)

    @staticmethod
    def empirical_means(state):
        return state.sums / jnp.maximum(state.counts, 1.0)
