"""A toy corpus cut into next-character batches."""
import numpy as np

CORPUS = "the cat sat on the mat. the dog sat on the log. a cat and a dog met on the mat. " * 4


def batches(tokenizer, seq_len, batch, seed=0):
    ids = np.asarray(tokenizer.encode(CORPUS))
    rng = np.random.default_rng(seed)
    while True:
        starts = rng.integers(0, len(ids) - seq_len - 1, size=batch)
        window = np.stack([ids[s:s + seq_len + 1] for s in starts])
        yield window[:, :-1], window[:, 1:]
