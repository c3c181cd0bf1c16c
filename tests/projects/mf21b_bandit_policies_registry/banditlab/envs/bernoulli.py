"""Bernoulli bandits: a stationary one and one whose best arm drifts."""
import jax
import jax.numpy as jnp


class BernoulliBandit:
    def __init__(self, means):
        self.means = list(means)
        self.n_arms = len(self.means)
        self.best_mean = max(self.means)

    def mean_vector(self, t=None):
        return jnp.asarray(self.means)

    def pull(self, key, arm, t=None):
        p = self.means[arm]  # expect: JAX201
        return jax.random.bernoulli(key, p).astype(float)


class DriftingBandit(BernoulliBandit):
    """Arm means rotate by one position every `period` rounds."""

    def __init__(self, means, period):
        super().__init__(means)
        self.period = period

    def mean_vector(self, t=None):
        shift = 0 if t is None else (t // self.period) % self.n_arms
        return jnp.roll(jnp.asarray(self.means), shift)

    def pull(self, key, arm, t=None):
        return jax.random.bernoulli(key, self.mean_vector(t)[arm]).astype(float)
