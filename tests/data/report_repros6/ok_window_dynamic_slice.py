# Thread: https://github.com/jax-ml/jax/issues/7222
# Shape: the error message's advice: lax.dynamic_slice with a static size 2
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def window_sum(x, i):
    return jax.lax.dynamic_slice(x, (i,), (2,)).sum()


print(window_sum(jnp.arange(6.0), 1))
