import jax
import jax.numpy as jnp

from scorers import DEFAULT


def rank(query, docs):
    scores = jax.vmap(DEFAULT.score, in_axes=(None, 0))(query, docs)
    return jnp.argsort(-scores)


def run():
    query = jnp.array([1, 4, 7])
    docs = jnp.arange(60).reshape(6, 10) % 9
    return rank(query, docs)
