import numpy as np


def batches(n_batches, size=8):
    rng = np.random.default_rng(0)
    for _ in range(n_batches):
        x = rng.normal(size=(size, 3)).astype(np.float32)
        yield {"x": x, "length": np.int32(size - 2)}
