"""Bayesian logistic regression with a Gaussian prior on the weights."""
import jax
import jax.numpy as jnp


def make_log_density(X, y, prior_scale=2.0):
    def log_density(w):
        logits = X @ w
        ll = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1.0 - y) * jax.nn.log_sigmoid(-logits))
        return ll - 0.5 * jnp.sum(w ** 2) / prior_scale ** 2
    return log_density
