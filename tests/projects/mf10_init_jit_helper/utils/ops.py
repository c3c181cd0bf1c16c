import numpy as np


def polyval(coeffs, x):
    return np.polyval(coeffs, x)  # expect: JAX501
