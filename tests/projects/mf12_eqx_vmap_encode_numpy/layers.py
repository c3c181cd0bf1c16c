import equinox as eqx
import jax
import numpy as np


class Encoder(eqx.Module):
    weight: jax.Array

    def encode(self, x):
        return np.tanh(self.weight @ x)  # expect: JAX501
