import jax
import jax.numpy as jnp

from scoring import LogRanker


def main():
    ranker = LogRanker(jnp.ones(3))
    return jax.vmap(ranker.score)(jnp.ones((5, 3)))
