# Thread: https://github.com/jax-ml/jax/pull/12334
# Shape: an axis passed through jit to a helper as a plain argument
# expect: ConcretizationTypeError at line 9
import jax
import jax.numpy as jnp


def drop_axis(x, axis):
    return jnp.squeeze(x, axis)


@jax.jit
def head(x, axis):
    return drop_axis(x, axis) * 2


head(jnp.ones((3, 1)), 1)
