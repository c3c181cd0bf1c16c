# Thread: https://github.com/secretflow/secretflow/issues/406
# Shape: the weighted-mean spelling that keeps shapes static
# expect: ok
import jax
import jax.numpy as jnp
from functools import partial


@partial(jax.jit, static_argnums=2)
def update_centroids(X, labels, n_clusters):
    centroids = jnp.zeros((n_clusters, X.shape[1]))
    for j in range(n_clusters):
        w = (labels == j).astype(X.dtype)
        centroids = centroids.at[j].set((w[:, None] * X).sum(0) / w.sum())
    return centroids


update_centroids(jnp.ones((6, 2)), jnp.array([0, 1, 0, 1, 0, 1]), 2)
