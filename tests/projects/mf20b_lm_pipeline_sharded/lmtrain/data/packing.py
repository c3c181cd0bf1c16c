"""Pack variable-length documents into fixed rows with a loss mask."""
import numpy as np


def pack_sequences(docs, seq_len, pad_id=0):
    stream = [t for doc in docs for t in doc]
    n_rows = max(1, len(stream) // (seq_len + 1))
    tokens = np.full((n_rows, seq_len + 1), pad_id, dtype=np.int32)
    flat = np.asarray(stream[: n_rows * (seq_len + 1)], dtype=np.int32)
    tokens.reshape(-1)[: flat.size] = flat
    mask = np.ones((n_rows, seq_len), dtype=np.float32)
    mask[tokens[:, 1:] == pad_id] = 0.0
    return tokens, mask
