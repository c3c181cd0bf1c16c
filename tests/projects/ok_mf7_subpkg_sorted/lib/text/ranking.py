import jax.numpy as jnp


def top_k_mean(scores, k):
    ordered = jnp.sort(scores)[::-1]
    return jnp.mean(ordered[:k])


def rerank(query, docs, k=2):
    scores = docs @ query
    return top_k_mean(scores, k)


def names_by_length(names):
    return sorted(names, key=len)
