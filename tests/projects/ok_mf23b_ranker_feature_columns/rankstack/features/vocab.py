"""A vocabulary fitted on raw ids (numpy, outside any transform); unknown ids map to 0."""
import numpy as np


class Vocabulary:
    def __init__(self, min_count=1):
        self.min_count, self.index = min_count, {}

    def fit(self, ids):
        values, counts = np.unique(ids, return_counts=True)
        kept = values[counts >= self.min_count]
        self.index = {int(v): i + 1 for i, v in enumerate(kept)}
        return self

    @property
    def size(self):
        return len(self.index) + 1

    def encode(self, ids):
        return np.vectorize(lambda v: self.index.get(int(v), 0))(ids)
