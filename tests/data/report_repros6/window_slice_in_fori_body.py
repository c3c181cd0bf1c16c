# Thread: https://github.com/jax-ml/jax/issues/7222
# Shape: the same window inside a fori_loop body, where the loop index is traced
# expect: IndexError at line 10
import jax
import jax.numpy as jnp


def smoothed(x):
    def body(i, acc):
        return acc.at[i].set(x[i:i + 2].mean())

    return jax.lax.fori_loop(0, x.shape[0] - 1, body, jnp.zeros(x.shape[0] - 1))


print(smoothed(jnp.arange(6.0)))
