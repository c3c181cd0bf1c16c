import jax.numpy as jnp

from .base import Module


class Gated(Module):
    def __init__(self, threshold):
        self.threshold = threshold

    def forward(self, x):
        if x.max() > self.threshold:  # expect: JAX101
            return jnp.tanh(x)
        return x
