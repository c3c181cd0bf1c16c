# Thread: https://github.com/jax-ml/jax/pull/6915
# Shape: the static size bounds the output, padded with a fill value
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def active_cells(grid):
    idx = jnp.argwhere(grid > 0, size=grid.size, fill_value=0)
    return idx.sum(axis=0)


grid = jnp.array([[0, 1, 0], [2, 0, 3]])
print(active_cells(grid))
