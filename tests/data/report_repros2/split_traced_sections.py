# Thread: https://github.com/jax-ml/jax/issues/2506
# Shape: `jnp.split` with a section count that is a traced argument
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def halves(x, n):
    return jnp.split(x, n)


jax.jit(halves)(jnp.arange(6.0), 2)
