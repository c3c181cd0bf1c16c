# Thread: https://github.com/jax-ml/jax/pull/3670
# Shape: a single repeat count read from an entry of the traced input
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def func(x):
    return jnp.repeat(x, x[2])


print(jax.jit(func)(jnp.arange(3)))
