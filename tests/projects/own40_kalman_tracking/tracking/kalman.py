from functools import partial

import jax
import jax.numpy as jnp


def predict(model, mean, cov):
    return model.F @ mean, model.F @ cov @ model.F.T + model.Q


def update(model, mean, cov, y):
    if jnp.any(jnp.isnan(y)):  # expect: JAX101
        return mean, cov
    S = model.H @ cov @ model.H.T + model.R
    K = cov @ model.H.T @ jnp.linalg.inv(S)
    mean = mean + K @ (y - model.H @ mean)
    cov = (jnp.eye(mean.shape[0]) - K @ model.H) @ cov
    return mean, cov


def filter_step(model, carry, y):
    mean, cov = predict(model, *carry)
    mean, cov = update(model, mean, cov, y)
    return (mean, cov), mean


def run_filter(model, ys, mean0, cov0):
    _, means = jax.lax.scan(partial(filter_step, model), (mean0, cov0), ys)
    return means
