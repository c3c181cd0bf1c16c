"""Fitness shaping: centred ranks in [-0.5, 0.5], lower fitness is better."""
import jax.numpy as jnp
import numpy as np


def centered_ranks(fitness):
    ranks = np.asarray(fitness).argsort().argsort()  # expect: JAX501
    return ranks / (fitness.shape[0] - 1) - 0.5


def z_score(fitness):
    return (fitness - fitness.mean()) / (fitness.std() + 1e-8)


def utility_weights(popsize):
    ranks = jnp.arange(1, popsize + 1)
    raw = jnp.maximum(0.0, jnp.log(popsize / 2 + 1) - jnp.log(ranks))
    return raw / raw.sum() - 1.0 / popsize
