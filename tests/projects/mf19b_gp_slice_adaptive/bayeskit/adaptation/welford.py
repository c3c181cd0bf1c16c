"""Welford's running mean and covariance, as a pytree."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class WelfordState(NamedTuple):
    count: jax.Array
    mean: jax.Array
    m2: jax.Array


def welford_init(dim):
    return WelfordState(jnp.zeros(()), jnp.zeros((dim,)), jnp.zeros((dim, dim)))


def welford_update(state, x):
    count = state.count + 1.0
    delta = x - state.mean
    mean = state.mean + delta / count
    m2 = state.m2 + jnp.outer(delta, x - mean)
    return WelfordState(count, mean, m2)


def welford_covariance(state, fallback):
    if state.count < 10:  # expect: JAX101
        return fallback
    return state.m2 / (state.count - 1.0)
