"""Keeping candidates inside the unit box."""
import numpy as np


def project(u):
    return np.clip(u, 0.0, 1.0)  # expect: JAX501
