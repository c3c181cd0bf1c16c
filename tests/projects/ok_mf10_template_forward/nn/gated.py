import jax.numpy as jnp

from .base import Module


class Gated(Module):
    def __init__(self, threshold):
        self.threshold = threshold

    def forward(self, x):
        return jnp.where(x.max() > self.threshold, jnp.tanh(x), x)
