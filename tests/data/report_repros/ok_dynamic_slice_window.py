# Thread: https://github.com/jax-ml/jax/pull/39508
# Shape: the suggested lax.dynamic_slice with a static size
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def window(x, i):
    return lax.dynamic_slice(x, (i,), (2,)).sum()


window(jnp.arange(5.0), 1)
