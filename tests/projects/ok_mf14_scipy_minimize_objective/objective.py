import jax.numpy as jnp


def negative_log_likelihood(theta, x):
    mu, log_sigma = theta[0], theta[1]
    z = (x - mu) / jnp.exp(log_sigma)
    nll = jnp.sum(0.5 * z**2 + log_sigma)
    return jnp.where(log_sigma < -10.0, jnp.inf, nll)
