# Thread: https://github.com/data-apis/array-api/pull/690
# Shape: `jnp.repeat` whose repeat count is an element of the traced input
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def func(x):
    return jnp.repeat(x, x[2])


x = jnp.arange(3)
func(x)
jax.jit(func)(x)
