"""from scipy.special import expit, used in a jitted method of a small model class.

kind: scipy
run: main()
"""
import jax
import jax.numpy as jnp
from scipy.special import expit


class Logistic:
    def __init__(self, w):
        self.w = w

    def predict(self, x):
        return expit(x @ self.w)


def main():
    model = Logistic(jnp.array([0.5, -1.0]))
    return jax.jit(model.predict)(jnp.array([[1.0, 2.0], [0.0, -1.0]]))
