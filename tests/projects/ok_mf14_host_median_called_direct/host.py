"""NumPy statistics run on the host."""
import numpy as np


def median_rows(x):
    return np.median(np.asarray(x), axis=-1).astype(np.float32)
