import jax.numpy as jnp
import numpy as np


class Policy:
    def __init__(self, w):
        self.w = w

    @classmethod
    def create(cls, n):
        return cls(jnp.eye(n))

    def act(self, obs):
        return np.exp(self.w @ obs).sum()  # expect: JAX501
