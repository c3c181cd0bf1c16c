"""Gaussian normaliser fitted on the training data, applied inside traced code."""
import jax.numpy as jnp
import numpy as np


class Normalizer:
    def __init__(self, mean, std, clip=5.0):
        self.mean, self.std, self.clip = mean, std, clip

    @classmethod
    def fit(cls, data):
        arr = np.asarray(data)
        return cls(float(arr.mean()), float(arr.std()) + 1e-6)

    def encode(self, u):
        z = (u - self.mean) / self.std
        return jnp.clip(z, -self.clip, self.clip)

    def decode(self, z):
        return z * self.std + self.mean
