"""Unconstrained parameters and output standardisation."""
import jax.numpy as jnp


def positive(raw):
    return jnp.logaddexp(raw, 0.0) + 1e-6


def standardize(y):
    mean, std = jnp.mean(y), jnp.std(y) + 1e-9
    return (y - mean) / std, (mean, std)


def to_unit(x, lower, upper):
    return (x - lower) / (upper - lower)


def from_unit(u, lower, upper):
    return lower + u * (upper - lower)
