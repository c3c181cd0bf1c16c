# Thread: https://github.com/jax-ml/jax/issues/10400
# Shape: the inner loop is a fori_loop too, whose lower bound may be traced
# expect: ok
import jax
import jax.numpy as jnp


def pairwise(x):
    n = x.shape[0]

    def outer(i, acc):
        def inner(j, acc):
            return acc.at[i, j].set(x[i] * x[j])
        return jax.lax.fori_loop(i, n, inner, acc)

    return jax.lax.fori_loop(0, n, outer, jnp.zeros((n, n)))


pairwise(jnp.arange(4.0))
