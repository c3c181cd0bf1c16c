# Thread: https://github.com/secretflow/spu/issues/148
# Shape: the select-based rewrite: a masked mean with jnp.where(mask, X, 0) and a count
# expect: ok
import jax
import jax.numpy as jnp


def update_centroids(X, labels, centroids, n_clusters):
    for j in range(n_clusters):
        mask = (labels == j)[:, None]
        total = jnp.where(mask, X, 0.0).sum(axis=0)
        centroids = centroids.at[j].set(total / jnp.maximum(mask.sum(), 1))
    return centroids


X = jnp.arange(12.0).reshape(6, 2)
labels = jnp.array([0, 1, 0, 1, 2, 2])
out = jax.jit(update_centroids, static_argnums=3)(X, labels, jnp.zeros((3, 2)), 3)
