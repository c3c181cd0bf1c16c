import numpy as np


def local_mse(pred, target):
    return np.square(pred - target).mean()  # expect: JAX501
