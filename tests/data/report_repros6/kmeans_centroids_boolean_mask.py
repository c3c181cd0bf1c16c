# Thread: https://github.com/secretflow/spu/issues/148
# Shape: k-means centroid update indexing X with labels == j inside a jitted function
# expect: NonConcreteBooleanIndexError at line 10
import jax
import jax.numpy as jnp


def update_centroids(X, labels, centroids, n_clusters):
    for j in range(n_clusters):
        centroids = centroids.at[j].set(X[labels == j].mean(axis=0))
    return centroids


X = jnp.arange(12.0).reshape(6, 2)
labels = jnp.array([0, 1, 0, 1, 2, 2])
out = jax.jit(update_centroids, static_argnums=3)(X, labels, jnp.zeros((3, 2)), 3)
