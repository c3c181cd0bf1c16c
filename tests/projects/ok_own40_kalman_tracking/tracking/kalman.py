from functools import partial

import jax
import jax.numpy as jnp


def predict(model, mean, cov):
    return model.F @ mean, model.F @ cov @ model.F.T + model.Q


def update(model, mean, cov, y):
    missing = jnp.any(jnp.isnan(y))
    S = model.H @ cov @ model.H.T + model.R
    K = cov @ model.H.T @ jnp.linalg.inv(S)
    new_mean = mean + K @ (jnp.where(missing, 0.0, y) - model.H @ mean)
    new_cov = (jnp.eye(mean.shape[0]) - K @ model.H) @ cov
    return jnp.where(missing, mean, new_mean), jnp.where(missing, cov, new_cov)


def filter_step(model, carry, y):
    mean, cov = predict(model, *carry)
    mean, cov = update(model, mean, cov, y)
    return (mean, cov), mean


def run_filter(model, ys, mean0, cov0):
    _, means = jax.lax.scan(partial(filter_step, model), (mean0, cov0), ys)
    return means
