"""Ranking metrics computed under jit."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(0, 4))
def _hits(model, params, users, held_out, k):
    scores = model.score_all(params, users)
    target = jnp.take_along_axis(scores, held_out[:, None], axis=1)
    rank = jnp.sum(scores > target, axis=1)
    hits = rank < k
    return float(hits.mean())  # expect: JAX105


def hit_rate_at_k(model, params, users, held_out, k=10):
    return _hits(model, params, users, held_out, k)
