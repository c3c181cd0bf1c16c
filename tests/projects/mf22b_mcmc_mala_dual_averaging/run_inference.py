"""Fit a Bayesian logistic regression and a hierarchical model with adapted MALA/HMC, then report diagnostics."""
from functools import partial

import jax
import jax.numpy as jnp

import bayeskit
from bayeskit.models import HierarchicalNormal, LogisticRegression

SETTINGS = {"kernel": "mala", "num_warmup": 20, "num_samples": 20, "num_chains": 2, "target_accept": 0.57}


def synthetic_data(key, n=40, d=3):
    kx, kw = jax.random.split(key)
    X = jax.random.normal(kx, (n, d))
    w = jnp.arange(1.0, d + 1.0)
    y = (X @ w > 0).astype(jnp.float32)
    return X, y


def run_model(model, key, settings):
    kernel = bayeskit.get_kernel(settings["kernel"])
    sampler = bayeskit.Sampler(kernel, model.log_prob, target_accept=settings["target_accept"])
    init = partial(model.init_position, num_chains=settings["num_chains"])
    samples = sampler.run(key, init(key), settings["num_warmup"], settings["num_samples"])
    print(model.name, bayeskit.summary(samples))
    return samples


def main(settings=SETTINGS):
    key = jax.random.PRNGKey(0)
    X, y = synthetic_data(key)
    run_model(LogisticRegression(X, y, prior_scale=2.0), jax.random.fold_in(key, 1), settings)
    groups = jnp.array([28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0])
    sigmas = jnp.array([15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0])
    run_model(HierarchicalNormal(groups, sigmas), jax.random.fold_in(key, 2), settings)
