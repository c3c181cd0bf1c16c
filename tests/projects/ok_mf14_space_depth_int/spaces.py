import numpy as np


class Discrete:
    def __init__(self, n):
        self.low = np.array(0)
        self.high = np.array(n)


class Box:
    def __init__(self, shape):
        self.shape = shape
