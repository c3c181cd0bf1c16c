"""Character-level data: a vocabulary, an encoder, and random windows of the stream."""
import jax.numpy as jnp
import numpy as np


class CharStream:
    def __init__(self, text, seq_len):
        self.chars = sorted(set(text))
        self.vocab_size = len(self.chars)
        self.index = {c: i for i, c in enumerate(self.chars)}
        self.data = np.array([self.index[c] for c in text], dtype=np.int32)
        self.seq_len = seq_len

    def encode(self, text):
        return jnp.asarray([self.index[c] for c in text], dtype=jnp.int32)

    def decode(self, tokens):
        return "".join(self.chars[int(t)] for t in tokens)

    def batches(self, batch_size, seed=0):
        rng = np.random.default_rng(seed)
        while True:
            starts = rng.integers(0, len(self.data) - self.seq_len - 1, size=batch_size)
            window = np.stack([self.data[s:s + self.seq_len + 1] for s in starts])
            yield jnp.asarray(window[:, :-1]), jnp.asarray(window[:, 1:])
