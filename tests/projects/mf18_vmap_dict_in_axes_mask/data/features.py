def pooled_embedding(sample):
    """Mean of the embeddings of the sample's valid tokens."""
    valid = sample["tokens"][sample["mask"]]  # expect: JAX601
    return valid.mean(axis=0)
