# Thread: https://github.com/jax-ml/jax/issues/5100
# Shape: the maintainer's workaround: draw a fixed maximum and mask the rows past the random count
# expect: ok
import jax
import jax.numpy as jnp

MAX_ROWS = 8


@jax.jit
def f(data, rng_key):
    n, m = data.shape
    shape_key, sub_key = jax.random.split(rng_key)
    rand_shape = jax.random.poisson(shape_key, 1, (2,))
    sub_indices = jax.random.randint(sub_key, (MAX_ROWS, 3), 0, n)
    valid = jnp.arange(MAX_ROWS) < rand_shape.sum()
    return data[sub_indices, :], valid


rng_key = jax.random.PRNGKey(0)
rows, valid = f(jnp.arange(10 * 5).reshape((10, 5)), rng_key)
print(rows.shape, valid)
