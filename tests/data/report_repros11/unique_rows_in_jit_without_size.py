# Thread: https://github.com/jax-ml/jax/issues/7090
# Shape: the unique vectors of a set (jnp.unique with axis=0) inside a jitted function, no size given
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def unique_vectors(points):
    return jnp.unique(points, axis=0)


points = jnp.array([[1, 2], [1, 2], [3, 4], [0, 1]])
print(unique_vectors(points))
