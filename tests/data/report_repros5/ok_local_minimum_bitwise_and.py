# Thread: https://github.com/jax-ml/jax/issues/968
# Shape: the comparisons are combined with `&`, which stays an array; the Python `if` runs on the concrete result outside jit
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def is_local_min(z, i, j):
    c = z[j, i]
    return (c <= z[j - 1, i]) & (c <= z[j + 1, i]) & (c <= z[j, i - 1]) & (c <= z[j, i + 1])


z = jax.random.normal(jax.random.PRNGKey(123), (10, 10))
points = [(i, j) for i in range(1, 9) for j in range(1, 9) if is_local_min(z, i, j)]
