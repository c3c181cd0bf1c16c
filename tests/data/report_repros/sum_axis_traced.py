# Thread: https://github.com/jax-ml/jax/pull/4412
# Shape: a reduction axis that arrives as a traced argument, method call
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def colsum(x, axis):
    return x.sum(axis)


colsum(jnp.arange(6).reshape(2, 3), 0)
