import jax.numpy as jnp
import numpy as np


class LogisticModel:
    def __init__(self, features, labels, prior_scale=1.0):
        self.features = features
        self.labels = labels
        self.prior_scale = prior_scale

    def log_prior(self, w):
        return -0.5 * jnp.sum((w / self.prior_scale) ** 2)

    def log_likelihood(self, w):
        logits = self.features @ w
        return -jnp.sum(np.logaddexp(0.0, -self.labels * logits))  # expect: JAX501

    def log_density(self, w):
        return self.log_prior(w) + self.log_likelihood(w)
