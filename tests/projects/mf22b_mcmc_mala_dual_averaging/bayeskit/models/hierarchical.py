"""Eight-schools style partial pooling, non-centred: position = (mu, log_tau, eta_1..eta_J)."""
import jax.numpy as jnp

from .base import Model


class HierarchicalNormal(Model):
    name = "hierarchical"

    def __init__(self, y, sigma):
        self.y, self.sigma = y, sigma
        self.dim = 2 + y.shape[0]

    def unpack(self, position):
        return position[0], position[1], position[2:]

    def log_prob(self, position):
        mu, log_tau, eta = self.unpack(position)
        tau = float(jnp.exp(log_tau))  # expect: JAX105
        theta = mu + tau * eta
        log_lik = -0.5 * jnp.sum(((self.y - theta) / self.sigma) ** 2)
        log_prior = -0.5 * (mu / 5.0) ** 2 - 0.5 * jnp.sum(eta ** 2) - 0.5 * (tau / 5.0) ** 2 + log_tau
        return log_lik + log_prior
