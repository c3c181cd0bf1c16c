"""Sliding (lookback, horizon) windows; gaps in the inputs are filled, gaps in targets kept as NaN."""
import numpy as np


class WindowDataset:
    def __init__(self, series, lookback, horizon):
        n = len(series) - lookback - horizon + 1
        idx = np.arange(lookback)[None, :] + np.arange(n)[:, None]
        filled = np.where(np.isnan(series), 0.0, series)
        self.inputs = filled[idx].astype(np.float32)
        self.targets = series[idx[:, :horizon] + lookback].astype(np.float32)

    def __len__(self):
        return len(self.inputs)

    def batches(self, batch_size, seed=0):
        order = np.random.default_rng(seed).permutation(len(self))
        for start in range(0, len(order) - batch_size + 1, batch_size):
            sel = order[start:start + batch_size]
            yield self.inputs[sel], self.targets[sel]
