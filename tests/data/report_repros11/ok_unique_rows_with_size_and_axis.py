# Thread: https://github.com/jax-ml/jax/issues/7090
# Shape: what the request asked for and JAX now supports: size together with axis under jit
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def unique_vectors(points):
    return jnp.unique(points, axis=0, size=points.shape[0])


points = jnp.array([[1, 2], [1, 2], [3, 4], [0, 1]])
print(unique_vectors(points))
