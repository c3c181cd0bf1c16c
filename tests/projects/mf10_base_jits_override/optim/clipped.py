import jax.numpy as jnp

from .base import Optimizer


class ClippedSGD(Optimizer):
    def __init__(self, lr, max_norm=1.0):
        self.max_norm = max_norm
        super().__init__(lr)

    def update(self, w, g):
        norm = jnp.linalg.norm(g)
        if norm > self.max_norm:  # expect: JAX101
            g = g * (self.max_norm / norm)
        return w - self.lr * g
