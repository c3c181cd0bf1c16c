# Thread: https://github.com/jax-ml/jax/pull/39508
# Shape: x[i:i+2] with i traced
# expect: IndexError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def window(x, i):
    return x[i:i + 2].sum()


window(jnp.arange(5.0), 1)
