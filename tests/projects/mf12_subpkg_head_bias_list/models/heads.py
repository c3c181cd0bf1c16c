import jax.numpy as jnp


class ClassifierHead:
    def __init__(self, w, biases):
        self.w = w
        self.biases = list(biases)

    def top_score(self, x):
        z = x @ self.w
        return z.max() + self.biases[jnp.argmax(z)]  # expect: JAX201
