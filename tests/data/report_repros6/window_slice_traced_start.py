# Thread: https://github.com/jax-ml/jax/issues/7222
# Shape: a sliding window x[i:i + 2] with i a traced argument
# expect: IndexError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def window_sum(x, i):
    return x[i:i + 2].sum()


print(window_sum(jnp.arange(6.0), 1))
