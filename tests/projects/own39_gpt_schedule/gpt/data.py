import numpy as np

TEXT = "hello world, this is a tiny corpus for a tiny transformer. " * 40


def encode(text):
    chars = sorted(set(text))
    stoi = {c: i for i, c in enumerate(chars)}
    return np.array([stoi[c] for c in text], dtype=np.int32), len(chars)


def get_batch(rng: np.random.Generator, data, batch_size, block_size):
    ix = rng.integers(0, len(data) - block_size - 1, size=batch_size)
    x = np.stack([data[i:i + block_size] for i in ix])
    y = np.stack([data[i + 1:i + block_size + 1] for i in ix])
    return x, y
