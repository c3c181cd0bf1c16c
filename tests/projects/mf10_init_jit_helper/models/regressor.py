import jax
import jax.numpy as jnp

from utils import ops


class Regressor:
    def __init__(self, degree):
        self.degree = degree
        self.coeffs = jnp.ones(degree + 1) / (degree + 1)
        self._predict = jax.jit(self.predict)

    def predict(self, coeffs, x):
        return ops.polyval(coeffs, x)

    def __call__(self, x):
        return self._predict(self.coeffs, x)
