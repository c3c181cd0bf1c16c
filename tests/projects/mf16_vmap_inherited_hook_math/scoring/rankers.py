import math

from .base import Scorer


class LogRanker(Scorer):
    def transform(self, x):
        return math.log1p(x[0]) * x  # expect: JAX501
