"""A character tokenizer with padding and BOS/EOS ids."""
import jax.numpy as jnp

PAD, BOS, EOS = 0, 1, 2


class CharTokenizer:
    def __init__(self, corpus):
        self.chars = sorted(set(corpus))
        self.ids = {c: i + 3 for i, c in enumerate(self.chars)}
        self.vocab_size = len(self.chars) + 3

    def encode(self, text):
        return [BOS] + [self.ids[c] for c in text] + [EOS]

    def decode(self, ids):
        rev = {i: c for c, i in self.ids.items()}
        return "".join(rev.get(i, "") for i in ids)

    def batch(self, texts, seq_len, task):
        rows = [(self.encode(t) + [PAD] * seq_len)[:seq_len + 1] for t in texts]
        arr = jnp.array(rows)
        return {"inputs": arr[:, :-1], "targets": arr[:, 1:], "task": jnp.asarray(task)}
