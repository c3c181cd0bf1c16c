# Thread: https://github.com/secretflow/secretflow/issues/406
# Shape: X[labels == j] in a Python loop over clusters inside jit
# expect: NonConcreteBooleanIndexError at line 13
import jax
import jax.numpy as jnp
from functools import partial


@partial(jax.jit, static_argnums=2)
def update_centroids(X, labels, n_clusters):
    centroids = jnp.zeros((n_clusters, X.shape[1]))
    for j in range(n_clusters):
        centroids = centroids.at[j].set(X[labels == j].mean(axis=0))
    return centroids


update_centroids(jnp.ones((6, 2)), jnp.array([0, 1, 0, 1, 0, 1]), 2)
