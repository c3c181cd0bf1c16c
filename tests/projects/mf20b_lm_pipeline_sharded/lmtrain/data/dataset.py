"""An endless iterator of shuffled (inputs, targets, mask) batches."""
import numpy as np

from .packing import pack_sequences


class PackedDataset:
    def __init__(self, docs, seq_len, batch_size, seed=0):
        self.tokens, self.mask = pack_sequences(docs, seq_len)
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            idx = self.rng.integers(0, self.tokens.shape[0], size=self.batch_size)
            rows = self.tokens[idx]
            yield {"inputs": rows[:, :-1], "targets": rows[:, 1:], "mask": self.mask[idx]}
