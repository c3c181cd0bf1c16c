import numpy as np


def jitter(x, scale=0.1):
    """Gaussian noise augmentation."""
    return x + scale * np.random.normal(size=x.shape)  # expect: JAX303
