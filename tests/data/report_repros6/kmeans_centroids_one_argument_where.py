# Thread: https://github.com/secretflow/spu/issues/148
# Shape: the second attempt: X[jnp.where(labels == j)] in a list comprehension, still data-dependent
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def update_centroids(X, labels, n_clusters):
    centroids = jnp.array([jnp.mean(X[jnp.where(labels == j)], axis=0) for j in range(n_clusters)])
    return centroids


X = jnp.arange(12.0).reshape(6, 2)
labels = jnp.array([0, 1, 0, 1, 2, 2])
out = jax.jit(update_centroids, static_argnums=2)(X, labels, 3)
