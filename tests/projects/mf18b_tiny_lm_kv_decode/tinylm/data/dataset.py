"""Random (input, target) windows of a token stream."""
import numpy as np


def random_windows(ids, seq_len, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        starts = rng.integers(0, len(ids) - seq_len - 1, size=batch_size)
        x = np.stack([ids[s:s + seq_len] for s in starts])
        y = np.stack([ids[s + 1:s + seq_len + 1] for s in starts])
        yield x, y
