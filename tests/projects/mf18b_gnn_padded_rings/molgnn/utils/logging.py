"""Averages of per-batch metrics over an epoch (host floats)."""
from collections import defaultdict


class EpochLog:
    def __init__(self):
        self.sums = defaultdict(float)
        self.count = 0

    def add(self, metrics):
        for name, value in metrics.items():
            self.sums[name] += float(value)
        self.count += 1

    def summary(self):
        return {name: total / max(self.count, 1) for name, total in self.sums.items()}
