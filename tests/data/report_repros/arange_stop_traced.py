# Thread: https://github.com/jax-ml/jax/issues/5186
# Shape: jnp.arange stop from a jitted argument, through a helper
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def test_arange(n):
    return jnp.arange(0, n, 1)


test = jax.jit(test_arange)
test(5)
