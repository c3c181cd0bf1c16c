import numpy as np


def synthetic_dataset(n=64, size=8, n_classes=3, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, size, size)).astype(np.float32)
    labels = rng.integers(0, n_classes, size=n)
    return images, labels


def batches(images, labels, batch_size, seed=0):
    order = np.random.default_rng(seed).permutation(len(images))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield images[idx], labels[idx]
