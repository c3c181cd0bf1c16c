# Thread: https://github.com/jax-ml/jax/pull/16430
# Shape: the `is None` spelling of the same default
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def scale(x, factor=None):
    if factor is None:
        factor = 1.0
    return x * factor


scale(jnp.ones(3), jnp.float32(2.0))
scale(jnp.ones(3))
