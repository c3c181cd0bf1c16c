import jax.numpy as jnp


def reciprocal_rank(scores, relevant):
    order = jnp.argsort(-scores)
    hits = relevant[order]
    ranks = jnp.nonzero(hits, size=hits.shape[0], fill_value=hits.shape[0])[0]
    return 1.0 / (ranks.min() + 1)
