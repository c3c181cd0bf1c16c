# Thread: https://github.com/jax-ml/jax/issues/2506
# Shape: the fix: the section count marked static
# expect: ok
import jax
import jax.numpy as jnp


def halves(x, n):
    return jnp.split(x, n)


jax.jit(halves, static_argnums=1)(jnp.arange(6.0), 2)
