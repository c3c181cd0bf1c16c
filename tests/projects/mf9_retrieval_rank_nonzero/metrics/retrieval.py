import jax.numpy as jnp


def reciprocal_rank(scores, relevant):
    order = jnp.argsort(-scores)
    ranks = jnp.nonzero(relevant[order])[0]  # expect: JAX602
    return 1.0 / (ranks.min() + 1)
