# Thread: https://github.com/jax-ml/jax/pull/10160
# Shape: a band-matrix energy sums the first few off-diagonals (jnp.diagonal, as jnp.trace is written) in a lax.fori_loop body; the loop index is a tracer and jnp.diagonal needs a concrete `offset`
# expect: ValueError at line 11
import jax
import jax.numpy as jnp
from jax import lax


def band_energy(matrix, bandwidth):
    def body(k, total):
        return total + jnp.sum(jnp.diagonal(matrix, offset=k)) ** 2

    return lax.fori_loop(0, bandwidth, body, 0.0)


print(band_energy(jnp.ones((4, 4)), 3))
