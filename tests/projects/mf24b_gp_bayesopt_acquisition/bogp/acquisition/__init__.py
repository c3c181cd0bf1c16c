"""Acquisition functions loaded by name."""
import jax.numpy as jnp

from .ei import ExpectedImprovement


class UpperConfidenceBound:
    """The lower confidence bound, negated so that larger is better."""

    def __init__(self, beta=2.0):
        self.beta = beta

    def __call__(self, mean, var, best):
        return -(mean - self.beta * jnp.sqrt(var))


ACQUISITIONS = {"ei": ExpectedImprovement, "ucb": UpperConfidenceBound}


def load_acquisition(name, **options):
    return ACQUISITIONS[name](**options)
