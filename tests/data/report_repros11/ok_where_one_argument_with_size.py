# Thread: https://github.com/jax-ml/jax/pull/6910
# Shape: the PR's new `size` keyword: the first `size` indices are returned, padded, so jit can compile it
# expect: ok
import jax
import jax.numpy as jnp


def positive_indices(x):
    return jnp.where(x > 0, size=3)


x = jnp.array([0.5, -1.0, 2.0, -3.0, 4.0])
print(jax.jit(positive_indices)(x))
