import jax

from data import features

featurize_batch = jax.vmap(features.pooled_embedding, in_axes=({"tokens": 0, "mask": 0},))


def batches(tokens, lengths, batch_size):
    mask = jax.numpy.arange(tokens.shape[1])[None, :] < lengths[:, None]
    for start in range(0, tokens.shape[0], batch_size):
        yield {"tokens": tokens[start:start + batch_size], "mask": mask[start:start + batch_size]}
