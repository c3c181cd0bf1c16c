# Thread: https://github.com/jax-ml/jax/issues/5186
# Shape: the same helper with the size marked static
# expect: ok
import jax
import jax.numpy as jnp


def test_arange(n):
    return jnp.arange(0, n, 1)


test = jax.jit(test_arange, static_argnums=0)
test(5)
