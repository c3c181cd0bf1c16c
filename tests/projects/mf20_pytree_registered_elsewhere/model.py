import jax
import numpy as np


class Linear:
    def __init__(self, w, b):
        self.w = w
        self.b = b

    def __call__(self, x):
        return np.dot(x, self.w) + self.b  # expect: JAX501

    @classmethod
    def create(cls, key, n_in, n_out):
        return cls(jax.random.normal(key, (n_in, n_out)) * 0.1, jax.numpy.zeros(n_out))
