import numpy as np

from .base import Objective


class Rosenbrock(Objective):
    def value(self, x):
        return np.square(1.0 - x[0]) + 100.0 * np.square(x[1] - x[0] ** 2)  # expect: JAX501
