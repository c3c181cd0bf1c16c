import numpy as np


def load(n=16, d=3, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x.sum(axis=1) > 0).astype(np.float32)
    return x, y


def batches(x, y, batch_size, split="train"):
    for start in range(0, len(x), batch_size):
        yield {"x": x[start:start + batch_size], "y": y[start:start + batch_size], "split": split}
