import jax
import jax.numpy as jnp

import metrics.retrieval as R


@jax.jit
def mean_reciprocal_rank(queries, docs, relevant):
    scores = queries @ docs.T
    return jax.vmap(R.reciprocal_rank)(scores, relevant).mean()


def run():
    queries = jax.random.normal(jax.random.key(0), (4, 8))
    docs = jax.random.normal(jax.random.key(1), (10, 8))
    relevant = jnp.zeros((4, 10), dtype=bool).at[:, 3].set(True)
    return float(mean_reciprocal_rank(queries, docs, relevant))
