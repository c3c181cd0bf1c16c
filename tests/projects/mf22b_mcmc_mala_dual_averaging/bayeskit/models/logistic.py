import jax
import jax.numpy as jnp

from .base import Model


class LogisticRegression(Model):
    name = "logistic"

    def __init__(self, X, y, prior_scale=1.0):
        self.X, self.y, self.prior_scale = X, y, prior_scale
        self.dim = X.shape[1]

    def log_prob(self, w):
        logits = self.X @ w
        log_lik = jnp.sum(self.y * jax.nn.log_sigmoid(logits) + (1.0 - self.y) * jax.nn.log_sigmoid(-logits))
        return log_lik - 0.5 * jnp.sum((w / self.prior_scale) ** 2)
