# Thread: https://github.com/jax-ml/jax/issues/4309
# Shape: the pairs are turned into an array first, so the mapped index selects a traced row
# expect: ok
import jax
import jax.numpy as jnp


def features(grid):
    rows, cols = grid.shape
    pairs = []
    for j in range(rows - 1):
        for i in range(cols - 1):
            pairs.append([j, i])
    table = jnp.asarray(pairs)

    def inner(n):
        j, i = table[n]
        return grid[j, i] + grid[j + 1, i + 1]

    return jax.vmap(inner)(jnp.arange(len(pairs)))


print(features(jnp.arange(12.0).reshape(3, 4)))
