# Thread: https://github.com/jax-ml/jax/issues/4309
# Shape: a double loop is flattened into a Python list of (j, i) pairs; the vmapped inner function indexes the list with the mapped index
# expect: TracerIntegerConversionError at line 16
import jax
import jax.numpy as jnp


def features(grid):
    rows, cols = grid.shape
    pairs = []
    for j in range(rows - 1):
        for i in range(cols - 1):
            pairs.append([j, i])

    def inner(n):
        j, i = pairs[n]
        return grid[j, i] + grid[j + 1, i + 1]

    return jax.vmap(inner)(jnp.arange(len(pairs)))


print(features(jnp.arange(12.0).reshape(3, 4)))
