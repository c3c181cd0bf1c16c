def split_micro(batch, n_micro):
    return batch.reshape(n_micro, -1, batch.shape[-1])  # expect: JAX202
