# Thread: https://github.com/jax-ml/jax/pull/10160
# Shape: the off-diagonals are summed in a Python loop over range(bandwidth), so every offset is a Python int
# expect: ok
import jax.numpy as jnp


def band_energy(matrix, bandwidth):
    total = 0.0
    for k in range(bandwidth):
        total = total + jnp.sum(jnp.diagonal(matrix, offset=k)) ** 2
    return total


print(band_energy(jnp.ones((4, 4)), 3))
