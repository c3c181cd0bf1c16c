import jax.numpy as jnp

from data import CLASS_WEIGHTS


def weighted_nll(logp, label):
    return -logp[label] * CLASS_WEIGHTS[label]  # expect: JAX201
