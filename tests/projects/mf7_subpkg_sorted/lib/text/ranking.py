import jax.numpy as jnp


def top_k_mean(scores, k):
    ordered = sorted(scores, reverse=True)  # expect: JAX104
    return jnp.mean(jnp.stack(ordered[:k]))


def rerank(query, docs, k=2):
    scores = docs @ query
    return top_k_mean(scores, k)
