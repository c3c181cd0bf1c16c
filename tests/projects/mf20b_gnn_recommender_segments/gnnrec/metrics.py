"""Recall@k of each user's clicked items among the top-k scores."""
import jax
import jax.numpy as jnp
import numpy as np


def recall_at_k(all_scores, clicked, k):
    _, top = jax.lax.top_k(all_scores, k)
    hits = jnp.take_along_axis(clicked, top, axis=1).sum(1)
    n_clicked = np.maximum(clicked.sum(1), 1.0)  # expect: JAX501
    return jnp.mean(hits / n_clicked)
