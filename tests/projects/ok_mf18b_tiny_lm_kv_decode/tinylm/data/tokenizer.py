"""Characters to ids and back, on the host."""
import numpy as np


class CharTokenizer:
    def __init__(self, text, vocab_size=None):
        chars = sorted(set(text))
        if vocab_size is not None and len(chars) > vocab_size:
            raise ValueError(f"{len(chars)} characters do not fit a vocabulary of {vocab_size}")
        self.stoi = {c: i for i, c in enumerate(chars)}
        self.itos = dict(enumerate(chars))

    @property
    def vocab_size(self):
        return len(self.stoi)

    def encode(self, text):
        return np.array([self.stoi[c] for c in text], dtype=np.int32)

    def decode(self, ids):
        return "".join(self.itos[int(i)] for i in np.asarray(ids))
