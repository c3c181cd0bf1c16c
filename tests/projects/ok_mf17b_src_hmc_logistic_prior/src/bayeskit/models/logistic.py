"""Bayesian logistic regression with a Gaussian prior on the weights."""
import jax.numpy as jnp
from jax.nn import log_sigmoid


def log_prior(w, scale=1.0):
    return -0.5 * jnp.dot(w, w) / scale**2


def log_likelihood(w, X, y):
    logits = X @ w
    return jnp.sum(y * log_sigmoid(logits) + (1.0 - y) * log_sigmoid(-logits))


def log_joint(w, X, y):
    return log_prior(w) + log_likelihood(w, X, y)
