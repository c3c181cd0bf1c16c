import jax.numpy as jnp
import numpy as np


class Scorer:
    def __init__(self, weights, temperature=1.0):
        self.weights = weights
        self.temperature = temperature

    def logits(self, x):
        return (x @ self.weights) / self.temperature

    def score(self, x, label):
        z = jnp.tanh(self.logits(x))
        top = jnp.argmax(z)
        return jnp.where(top == label, 1.0, 0.0)


def build_scorer(dim, n_classes):
    return Scorer(jnp.ones((dim, n_classes)) / dim)


def accuracy_table(scorer, xs, labels):
    hits = np.asarray([float(scorer.score(x, y)) for x, y in zip(xs, labels)])
    return hits.mean()
