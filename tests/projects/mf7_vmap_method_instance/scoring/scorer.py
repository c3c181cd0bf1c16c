import jax.numpy as jnp
import numpy as np


class Scorer:
    def __init__(self, weights, temperature=1.0):
        self.weights = weights
        self.temperature = temperature

    def logits(self, x):
        return (x @ self.weights) / self.temperature

    def score(self, x, label):
        z = np.tanh(self.logits(x))  # expect: JAX501
        top = jnp.argmax(z)
        return jnp.where(top == label, 1.0, 0.0)


def build_scorer(dim, n_classes):
    return Scorer(jnp.ones((dim, n_classes)) / dim)
