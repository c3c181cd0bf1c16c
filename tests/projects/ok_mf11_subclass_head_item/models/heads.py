import jax.numpy as jnp

from models.base import Model


class Classifier(Model):
    def head(self, h):
        return h.argmax()
