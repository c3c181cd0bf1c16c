# Thread: https://github.com/jax-ml/jax/issues/10400
# Shape: inside a fori_loop body, an inner Python loop starts at the (traced) outer index: range(i, n)
# expect: TracerIntegerConversionError at line 12
import jax
import jax.numpy as jnp


def pairwise(x):
    n = x.shape[0]

    def outer(i, acc):
        for j in range(i, n):
            acc = acc.at[i, j].set(x[i] * x[j])
        return acc

    return jax.lax.fori_loop(0, n, outer, jnp.zeros((n, n)))


pairwise(jnp.arange(4.0))
