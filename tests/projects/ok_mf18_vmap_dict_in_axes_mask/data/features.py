import jax.numpy as jnp


def pooled_embedding(sample):
    """Mean of the embeddings of the sample's valid tokens."""
    mask = sample["mask"][:, None]
    return (sample["tokens"] * mask).sum(axis=0) / jnp.maximum(mask.sum(), 1)
