"""A latent-GP binary classifier: f ~ GP(0, K), y ~ Bernoulli(sigmoid(f))."""
import jax
import jax.numpy as jnp


class GPClassifier:
    def __init__(self, kernel, x, y, jitter=1e-4):
        self.kernel = kernel
        self.x = x
        self.y = y
        self.jitter = jitter

    def prior_chol(self):
        return jnp.linalg.cholesky(self.kernel.gram(self.x, self.jitter))

    def log_likelihood(self, f):
        return jnp.sum(self.y * jax.nn.log_sigmoid(f) + (1.0 - self.y) * jax.nn.log_sigmoid(-f))
